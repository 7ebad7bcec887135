import type { ComponentType } from 'react';

/**
 * What a remote's `./routes` module exports by default: one component per top-level section it owns,
 * keyed by the section's first path segment. The shell mounts section `users` at `/users/*`; the
 * component renders `<Routes>` with paths relative to that mount ('' / 'new' / ':id' ...).
 */
export type RemoteRouteTable = Readonly<Record<string, ComponentType>>;

export function defineRemoteRoutes<T extends RemoteRouteTable>(table: T): T {
  return table;
}
