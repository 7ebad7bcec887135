import { describe, expect, it } from '@jest/globals';
import * as identityEvents from '../../libs/contracts/src/identity/events/index.js';
import * as riskEvents from '../../libs/contracts/src/risk/events/index.js';
import * as taskEvents from '../../libs/contracts/src/task/events/index.js';
import { importBucket } from '../../libs/contracts/src/risk/api.js';
import { durableName, EVENT_CONSUMERS } from '../../libs/backend/src/events/consumer-catalog.js';
import { jetStreamNames, NATS_USERS, renderAuthorization } from './nats-server.mjs';

/** The event subjects each slice's contracts define (what its outbox relay publishes). */
const subjectsOf = (events: Record<string, unknown>) =>
  Object.values(events)
    .filter((e): e is { subject: string } => typeof (e as { subject?: unknown })?.subject === 'string')
    .map((e) => e.subject);
const PUBLISHES: Record<string, string[]> = {
  identity: subjectsOf(identityEvents),
  risk: subjectsOf(riskEvents),
  task: subjectsOf(taskEvents),
  notification: [],
};

/** One user's entry in deploy/nats/authorization.conf (production rendering). */
function userBlock(user: string): string {
  const conf = renderAuthorization({ prefix: '' });
  const start = conf.indexOf(`user: ${user}\n`);
  const next = conf.indexOf('user:', start + 6);
  return conf.slice(start, next < 0 ? undefined : next);
}

/** The publish allow list of one user. */
function publishAllowed(user: string): string[] {
  const allow = /publish: \{\s*allow: \[([^\]]*)\]/.exec(userBlock(user))?.[1] ?? '';
  return [...allow.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** NATS subject matching: `*` one token, `>` the rest. */
function matches(subject: string, pattern: string): boolean {
  const s = subject.split('.');
  const p = pattern.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return s.length === p.length;
}

describe('deploy/nats/authorization.conf', () => {
  it('has one user per process', () => {
    for (const user of NATS_USERS) expect(renderAuthorization()).toContain(`user: ${user}\n`);
  });

  it.each(Object.keys(PUBLISHES))("lets %s publish every event of its contracts and no other slice's", (service) => {
    const allowed = publishAllowed(`${service}-events`).filter((p) => p.startsWith('events.'));
    for (const subject of PUBLISHES[service])
      expect({ subject, allowed: allowed.some((p) => matches(subject, p)) }).toEqual({ subject, allowed: true });
    const others = Object.entries(PUBLISHES)
      .filter(([name]) => name !== service)
      .flatMap(([, subjects]) => subjects)
      .filter((subject) => !PUBLISHES[service].includes(subject));
    for (const subject of others)
      expect({ subject, allowed: allowed.some((p) => matches(subject, p)) }).toEqual({ subject, allowed: false });
  });

  it('gives the gateway no event to publish', () => {
    expect(publishAllowed('gateway').filter((p) => p.startsWith('events.') || p === '>')).toEqual([]);
  });

  it.each(Object.keys(PUBLISHES))('gives %s one user that answers (replies only) and one for its events (no replies)', (service) => {
    expect(userBlock(service)).toMatch(/publish: \{ deny: \[">"\] \}/);
    expect(userBlock(service)).toMatch(/allow_responses: \{ max: 1, expires: "\d+s" \}/);
    expect(userBlock(`${service}-events`)).not.toContain('allow_responses');
    expect(userBlock(`${service}-events`)).toContain(`password: $NATS_PASSWORD_${service.toUpperCase()}\n`);
  });

  it.each(NATS_USERS)(
    "gives %s JetStream's consumer API of exactly its own durables of the catalog, and no stream or consumer management",
    (process) => {
      const user = process === 'gateway' ? process : `${process}-events`;
      const own = EVENT_CONSUMERS.filter((c) => c.service === process).map((c) => durableName(c.service, c.name));
      const api = publishAllowed(user).filter((p) => p.startsWith('$JS.') && !p.includes('OBJ_'));
      const durablesIn = (verb: string) => api.filter((p) => p.startsWith(verb)).map((p) => p.slice(verb.length).replace(/\.>$/, ''));
      expect(durablesIn('$JS.API.CONSUMER.INFO.EVENTS.').sort()).toEqual(own.sort());
      expect(durablesIn('$JS.API.CONSUMER.MSG.NEXT.EVENTS.').sort()).toEqual(own.sort());
      expect(durablesIn('$JS.ACK.EVENTS.').sort()).toEqual(own.sort());
      expect(
        api.filter((p) => /\.(STREAM\.(CREATE|UPDATE|DELETE|PURGE)|CONSUMER\.(DELETE|DURABLE)|CONSUMER\.CREATE\.EVENTS\.)/.test(p)),
      ).toEqual([]);
      expect(api.some((p) => p.endsWith('>') && p.split('.').length <= 3)).toBe(false); // no `$JS.API.>`
    },
  );

  it('names the uploads bucket as the contracts do', () => {
    for (const prefix of ['', 'dev1.', 'api_1a2b.']) {
      expect(jetStreamNames(prefix, 'EVENTS').uploads).toBe(importBucket(prefix));
      expect(jetStreamNames(prefix, 'EVENTS').uploadsStream).toBe(`OBJ_${importBucket(prefix)}`);
    }
  });
});
