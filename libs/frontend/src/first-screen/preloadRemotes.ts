import { getInstance } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from '../mf-runtime/remotesConfig';
import { ensureRemoteRegistered } from '../mf-runtime/registerRemote';

/**
 * Starts loading the named modules of remotes (remote name -> exposed modules, e.g. `{ mfe_admin: ['./ActivityFeed'] }`):
 * each remote's manifest and entry, and each module's own script, without running them, so that a page which
 * renders them later finds them loaded. Remote URLs come from /mf-remotes.json, as for loadRemoteModule.
 * A failure is left to the page's own load of the module (its error boundary).
 */
export async function preloadRemoteModules(modules: Readonly<Record<string, readonly string[]>>): Promise<void> {
  const instance = getInstance();
  if (!instance) return;
  try {
    const config = await loadRemotesConfig();
    const wanted = Object.entries(modules).filter(([remote]) => config[remote]);
    for (const [remote] of wanted) ensureRemoteRegistered(instance, remote, config[remote]);
    await instance.preloadRemote(
      wanted.map(([remote, exposes]) => ({ nameOrAlias: remote, exposes: [...exposes], resourceCategory: 'sync' })),
    );
  } catch (err) {
    console.warn('Could not preload the remote modules', err);
  }
}
