import { describe, expect, it } from '@jest/globals';
import { PrefixedNatsServer } from './prefixed-nats.server.js';

describe(PrefixedNatsServer.name, () => {
  const server = new PrefixedNatsServer({ servers: 'nats://127.0.0.1:1' }, 'p1.');

  it('routes a dotted subject as it is, and other patterns the way Nest does', () => {
    expect(server.getRouteFromPattern('p1.risk.risks.get')).toBe('p1.risk.risks.get');
    expect(server.getRouteFromPattern('{"cmd":"sum"}')).toBe('{"cmd":"sum"}');
    expect(server.getRouteFromPattern('{ "b": 1, "a": 2 }')).toBe(new PrefixedNatsServer({}, '').getRouteFromPattern('{"a":2,"b":1}'));
    expect(server.getRouteFromPattern('plain')).toBe('plain');
  });
});
