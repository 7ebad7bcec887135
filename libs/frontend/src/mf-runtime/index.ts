export { loadRemotesConfig, REMOTES_CONFIG_URL, type RemotesConfig } from './remotesConfig';
export { loadRemoteModule, remoteLabel } from './loadRemoteModule';
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './RemoteErrorBoundary';
export { RemoteComponent, lazyRemote, type RemoteComponentProps } from './RemoteComponent';
export { RemoteRoutes, type RemoteRoutesProps } from './RemoteRoutes';
export { defineRemoteRoutes, type RemoteRouteTable } from './remoteRoutes';
