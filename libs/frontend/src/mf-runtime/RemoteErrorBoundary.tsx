import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { remoteLabel } from './loadRemoteModule';

export interface RemoteErrorBoundaryProps {
  remote: string;
  children: ReactNode;
  /** Called by the Retry button before the boundary renders its children again. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its area: the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="remote-unavailable"
        title={`This section is unavailable right now: the ${remoteLabel(this.props.remote)} module could not be loaded.`}
        description="The rest of the application keeps working. Try again in a moment."
        action={
          <Button size="small" onClick={this.retry}>
            Retry
          </Button>
        }
      />
    );
  }
}
