import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type Picker = (mod: Record<string, unknown>) => unknown;

const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

const pickDefault: Picker = (mod) => mod.default;

/**
 * A React.lazy component of a remote's exposed module, created once per (remote, module, key) so
 * re-renders keep the loaded component. `pick` chooses the component in the module (default export).
 */
export function lazyRemote(remote: string, exposed: string, pick: Picker = pickDefault, cacheKey = ''): LazyExoticComponent<AnyComponent> {
  const id = `${remote}/${exposed}#${cacheKey}`;
  let component = lazyCache.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        const picked = pick(await loadRemoteModule<Record<string, unknown>>(remote, exposed));
        if (typeof picked !== 'function' && (typeof picked !== 'object' || picked === null)) {
          throw new Error(`${remote}/${exposed} does not export the expected component`);
        }
        return { default: picked as AnyComponent };
      } catch (err) {
        lazyCache.delete(id); // a Retry loads it again
        throw err;
      }
    });
    lazyCache.set(id, component);
  }
  return component;
}

export interface RemoteComponentProps {
  /** Remote name as in mf-remotes.json, e.g. 'mfe_admin'. */
  remote: string;
  /** Exposed module, e.g. './ActivityFeed'. */
  module: string;
  /** Chooses the component in the module; the default export by default. */
  pick?: Picker;
  /** Distinguishes several picks of one module. */
  cacheKey?: string;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
  fallback?: ReactNode;
}

const defaultFallback = (
  <Flex justify="center" align="center" style={{ minHeight: 160 }}>
    <Spin />
  </Flex>
);

/** Loads a remote component lazily behind an error boundary with a clear message. */
export function RemoteComponent({ remote, module, pick, cacheKey, props, fallback = defaultFallback }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemote(remote, module, pick, cacheKey);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
