import type { ReactNode } from 'react';
import { RemoteComponent } from './RemoteComponent';
import type { RemoteRouteTable } from './remoteRoutes';

export interface RemoteRoutesProps {
  remote: string;
  /** Key of the remote's route table, e.g. 'users'. */
  section: string;
  fallback?: ReactNode;
}

/** Renders one section of a remote's `./routes` (see RemoteRouteTable). */
export function RemoteRoutes({ remote, section, fallback }: RemoteRoutesProps) {
  return (
    <RemoteComponent
      remote={remote}
      module="./routes"
      cacheKey={section}
      fallback={fallback}
      pick={(mod) => (mod.default as RemoteRouteTable | undefined)?.[section]}
    />
  );
}
