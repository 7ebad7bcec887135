/** The whole product (gateway serving /api, the shell and the remotes) runs here. */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN = { username: 'admin', password: 'admin123' } as const;
/** Budget of one browser test (the stack may be cold). */
export const TEST_TIMEOUT_MS = 60_000;
/** How long to wait for something that shows up after an event was consumed (activity log). */
export const EVENTUAL_MS = 20_000;

/** A name no earlier run used. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
