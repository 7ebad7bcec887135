import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
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
    return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
  }
}

function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useCommonTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="remote-unavailable"
      title={t('remote.unavailable', { name: remoteLabel(remote) })}
      description={t('remote.keepsWorking')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
