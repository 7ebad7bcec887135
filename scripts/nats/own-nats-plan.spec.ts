import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownNatsPlan } from './own-nats-plan.mjs';

describe("npm start: the project's own nats-server or the NATS_URL as given", () => {
  const nothingListens = async () => false;

  it('starts its own server for one loopback address with nothing on its port', async () => {
    expect(await ownNatsPlan('nats://127.0.0.1:4223', nothingListens)).toEqual({ port: 4223 });
    expect(await ownNatsPlan('nats://localhost', nothingListens)).toEqual({ port: 4222 });
  });

  it('uses a URL listing several servers as given, even all on loopback (a local cluster)', async () => {
    expect(await ownNatsPlan('nats://127.0.0.1:4311,nats://127.0.0.1:4312,nats://127.0.0.1:4313', nothingListens)).toBeNull();
  });

  it("uses another host's server as given", async () => {
    expect(await ownNatsPlan('nats://nats.internal:4222', nothingListens)).toBeNull();
  });

  describe('with something listening on the port', () => {
    let server: net.Server;
    let port: number;
    beforeAll(async () => {
      server = net.createServer((socket) => socket.end());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('uses it as given rather than failing on a port in use', async () => {
      expect(await ownNatsPlan(`nats://127.0.0.1:${port}`)).toBeNull();
    });
  });
});
