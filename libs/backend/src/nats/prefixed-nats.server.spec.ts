import { describe, expect, it } from '@jest/globals';
import type { Msg } from '@nats-io/transport-node';
import { ERRORS } from '@rtm/contracts';
import type { NatsContext, OutgoingResponse } from '@nestjs/microservices';
import { JsonAnswer } from './json-answer.js';
import { PrefixedNatsServer } from './prefixed-nats.server.js';
import type { JsonText } from './rpc.client.js';

describe(PrefixedNatsServer.name, () => {
  const server = new PrefixedNatsServer({ servers: 'nats://127.0.0.1:1' }, 'p1.');

  it('routes a dotted subject as it is, and other patterns the way Nest does', () => {
    expect(server.getRouteFromPattern('p1.risk.risks.get')).toBe('p1.risk.risks.get');
    expect(server.getRouteFromPattern('{"cmd":"sum"}')).toBe('{"cmd":"sum"}');
    expect(server.getRouteFromPattern('{ "b": 1, "a": 2 }')).toBe(new PrefixedNatsServer({}, '').getRouteFromPattern('{"a":2,"b":1}'));
    expect(server.getRouteFromPattern('plain')).toBe('plain');
  });

  /** What the publisher answers a request with, for Nest's outgoing response `response`. */
  const replyTo = async (response: Omit<OutgoingResponse, 'id'>): Promise<string> => {
    let sent = '';
    const msg = { subject: 'p1.risk.risks.list', reply: '_INBOX.1', respond: (data: string) => (sent = data) } as unknown as Msg;
    server.getPublisher(msg, 'request-7', {} as NatsContext)({ ...response, id: 'set by the publisher' });
    await new Promise((resolve) => setImmediate(resolve));
    return sent;
  };

  it('sends a JsonAnswer as its text, in the reply Nest would write for the parsed value', async () => {
    const page = { items: [{ id: 'a', title: 'Quote " and \\ backslash', owner: null }], total: 1 };
    const asText = await replyTo({ response: new JsonAnswer(JSON.stringify(page) as JsonText<typeof page>), isDisposed: true });
    const asValue = await replyTo({ response: page, isDisposed: true });
    expect(asText).toBe(asValue);
    expect(JSON.parse(asText)).toEqual({ response: page, isDisposed: true, id: 'request-7' });
  });
  it('answers a small 503 at once when the answer cannot be published', async () => {
    const sent: string[] = [];
    const msg = {
      subject: 'p1.notification.alerts.get',
      reply: '_INBOX.2',
      respond: (data: string) => {
        if (data.length > 300) throw new Error("'payload' max_payload size exceeded");
        sent.push(data);
      },
    } as unknown as Msg;
    server.getPublisher(msg, 'request-8', {} as NatsContext)({ response: { items: 'x'.repeat(400) }, isDisposed: true, id: '' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map((text) => JSON.parse(text))).toEqual([
      { err: { status: 503, message: ERRORS.answerTooLarge('notification') }, isDisposed: true, id: 'request-8' },
    ]);
  });
});
