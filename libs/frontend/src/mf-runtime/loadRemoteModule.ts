import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { ensureRemoteRegistered } from './registerRemote';
import { loadRemotesConfig } from './remotesConfig';

let federation: ModuleFederation | null = null;

/** The host's federation instance: the one the MF build plugin created, else a runtime-only one. */
function getFederation(): ModuleFederation {
  federation ??= getInstance() ?? createInstance({ name: 'shell', remotes: [] });
  return federation;
}

/** Registers the remote of `/mf-remotes.json` on first use (manifest URLs are read at run time). */
async function ensureRegistered(remote: string): Promise<ModuleFederation> {
  const instance = getFederation();
  const config = await loadRemotesConfig();
  const entry = config[remote];
  if (!entry) throw new Error(`No URL for the remote "${remote}" in mf-remotes.json`);
  ensureRemoteRegistered(instance, remote, entry);
  return instance;
}

/**
 * Loads an exposed module of a remote, e.g. loadRemoteModule('mfe_admin', './ActivityFeed').
 * Rejects when the remote cannot be reached (the caller's error boundary shows it).
 */
export async function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  const instance = await ensureRegistered(remote);
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const mod = await instance.loadRemote<T>(id);
  if (mod === null || mod === undefined) throw new Error(`The remote module ${id} could not be loaded`);
  return mod;
}

/** 'mfe_admin' -> 'mfe-admin' (the folder name people know). */
export function remoteLabel(remote: string): string {
  return remote.replace(/_/g, '-');
}
