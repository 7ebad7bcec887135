import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { loadConfig } from '@rtm/backend/config';
import { BACKEND_APPS, configKeys, PROCESS_VARIABLES, SECRET_KEY } from './support/apps.js';
import { readText } from './support/manifests.js';

interface ComposeService {
  environment?: Record<string, string>;
}
const compose = parse(readText('deploy/docker/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

/** `${NAME:?message}`: compose refuses to start while NAME is unset. */
const REQUIRED_VARIABLE = /\$\{[A-Z_]+:\?[^}]*\}/g;

/** The environment compose gives `app`, each required variable standing in with a well-formed value (random: a secret). */
function standIn(app: string): Record<string, string> {
  const env = compose.services[app]?.environment ?? {};
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, String(value).replace(REQUIRED_VARIABLE, () => randomBytes(16).toString('hex'))]),
  );
}

// No Docker engine runs here: the file is checked against what each process's configuration reads.
describe('deploy/docker/compose.yaml agrees with the code', () => {
  it.each(BACKEND_APPS.map((a) => a.name))('%s: every variable is one its configuration reads, and production starts with it', (app) => {
    const spec = BACKEND_APPS.find((a) => a.name === app)!;
    const env = standIn(app);
    const known = new Set([...configKeys(spec.config), ...PROCESS_VARIABLES]);
    expect(Object.keys(env).filter((key) => !known.has(key))).toEqual([]);
    expect(env.NODE_ENV).toBe('production');
    // Production refuses the development secrets: a missing one would stop the process at start.
    expect(() => loadConfig(spec.config, env)).not.toThrow();
  });

  it.each(BACKEND_APPS.map((a) => a.name))('%s: no credential is written in the file, each comes from the environment', (app) => {
    const env = compose.services[app]?.environment ?? {};
    const credentials = Object.entries(env).filter(([key]) => SECRET_KEY.test(key) && key !== 'NATS_URL');
    expect(credentials.length).toBeGreaterThanOrEqual(2);
    for (const [key, value] of credentials)
      expect({ key, required: new RegExp(REQUIRED_VARIABLE.source).test(String(value)) }).toEqual({ key, required: true });
  });
});
