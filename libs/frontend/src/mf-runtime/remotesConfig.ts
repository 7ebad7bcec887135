/** Name of a remote (as in its ModuleFederationPlugin `name`) -> URL of its mf-manifest.json. */
export type RemotesConfig = Record<string, string>;

export const REMOTES_CONFIG_URL = '/mf-remotes.json';

let configPromise: Promise<RemotesConfig> | null = null;

/**
 * Reads `/mf-remotes.json`, served next to the shell, once per page. Nothing about remotes is baked
 * into the shell build: a team deploys a new remote by publishing it and changing one URL there.
 */
export function loadRemotesConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  configPromise ??= fetchRemotesConfig(url).catch((err: unknown) => {
    configPromise = null; // let a later attempt (Retry) fetch it again
    throw err;
  });
  return configPromise;
}

async function fetchRemotesConfig(url: string): Promise<RemotesConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: could not read ${url}`);
  const body: unknown = await res.json();
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${url} must be an object of remote name -> manifest URL`);
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(body)) {
    if (typeof entry !== 'string' || !entry) throw new Error(`${url}: the entry of ${name} must be a URL`);
    config[name] = new URL(entry, window.location.href).toString();
  }
  return config;
}
