import type { ModuleFederation } from '@module-federation/enhanced/runtime';

/**
 * Registers `remote` at `entry` (its mf-manifest.json) unless the federation instance knows it already: the shell's
 * first-screen preload and loadRemoteModule may each come first.
 */
export function ensureRemoteRegistered(instance: ModuleFederation, remote: string, entry: string): void {
  if (instance.options.remotes.some((known) => known.name === remote)) return;
  instance.registerRemotes([{ name: remote, entry }]);
}
