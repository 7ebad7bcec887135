import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { Language } from './languages';

/** Loads one language of a namespace's catalogue, usually `() => import('./ar.json')` (a chunk of its own). */
export type CatalogueLoader = () => Promise<{ default: ResourceKey } | ResourceKey>;
export type CatalogueLoaders = Record<Language, CatalogueLoader>;

const registry = new Map<string, CatalogueLoaders>();

/**
 * Makes a package's catalogue known under its namespace ('shell', 'risks', 'tasks', 'admin', 'common').
 * Called when the package's code is first evaluated, so a remote brings its own texts, and only the
 * language in use is fetched.
 */
export function registerCatalogue(namespace: string, loaders: CatalogueLoaders): void {
  registry.set(namespace, loaders);
}

export function registeredNamespaces(): string[] {
  return [...registry.keys()];
}

/** i18next backend reading the registered loaders. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = registry.get(namespace)?.[language as Language];
    if (!load) {
      callback(new Error(`No ${language} catalogue registered for the namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (mod) => {
        const data = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: ResourceKey }).default : mod;
        callback(null, data);
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};
