import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConsoleLogger } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { AttachmentBucket } from '@rtm/backend/attachments';
import { natsConnectOptions } from '@rtm/backend/nats';
import { attachmentBucket, type AttachmentView } from '@rtm/contracts';
// The launchers are the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnNatsCluster, type OwnNatsCluster } from '../../scripts/testing/own-nats-cluster.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnNats, type OwnNats } from '../../scripts/testing/own-nats.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, PASSWORD, createDepartment, createUser, eventually, unique } from './support/fixtures.js';

const SCHEMAS = ['identity', 'risk', 'task', 'notification'] as const;
const MB = 1024 * 1024;
/** What the upload sends before it stalls (of a declared 25 MB file): several chunks of the object store's 128 KB. */
const SENT_BEFORE_KILL = 6 * MB;

interface Topology {
  name: string;
  /** The NATS URL the stack and the test use, and the replicas of the events stream (and of the attachments bucket). */
  start: () => Promise<{ url: string; admin: string; replicas: number; stop: () => Promise<void> }>;
}

const TOPOLOGIES: Topology[] = [
  {
    name: 'one server',
    start: async () => {
      const nats: OwnNats = await startOwnNats();
      return { url: nats.url, admin: nats.urlAs('admin'), replicas: 1, stop: () => nats.destroy() };
    },
  },
  {
    name: 'the three-server cluster',
    start: async () => {
      const cluster: OwnNatsCluster = await startOwnNatsCluster(3);
      return { url: cluster.urlAs('admin'), admin: cluster.urlAs('admin'), replicas: 3, stop: () => cluster.destroy() };
    },
  },
];

/**
 * Issue 28: kill -9 of the gateway (the process that streams an upload into the object store) in the middle of a 25 MB
 * upload, on one NATS server and on the production topology (three servers, the bucket with three replicas). Neither
 * an attachment row nor an object is left visible: the API lists nothing, the bucket lists no object, and the bytes
 * already sent are chunks no object refers to, which the owning service's sweep purges (the same call here). Then a
 * new upload on the restarted gateway downloads byte for byte.
 */
describe.each(TOPOLOGIES)('an upload cut off by kill -9 of the gateway on $name', (topology) => {
  let servers: Awaited<ReturnType<Topology['start']>>;
  let stack: OwnStack;
  let db: pg.Pool;
  let nc: NatsConnection;
  let bucket: AttachmentBucket;
  let owner: ApiClient;
  let riskId: string;
  const figures: string[] = [];

  afterAll(async () => {
    if (figures.length) console.log(`Upload cut off by kill -9 (${topology.name}):\n  ${figures.join('\n  ')}`);
    await nc?.close().catch(() => undefined);
    await db?.end().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await servers?.stop();
  }, 120_000);

  it('leaves neither metadata nor a visible object, only chunks the sweep purges', async () => {
    servers = await topology.start();
    stack = await startOwnStack(`upkill${servers.replicas}`, [...SCHEMAS], {
      restart: true,
      env: { EVENTS_REPLICAS: String(servers.replicas) },
      servers: { postgres: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432', nats: servers.url },
    });
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
    nc = await connect({ ...natsConnectOptions(servers.admin), maxReconnectAttempts: -1 });
    bucket = new AttachmentBucket(nc, stack.env.NATS_PREFIX, new ConsoleLogger());
    const info = await (await jetstreamManager(nc)).streams.info(`OBJ_${attachmentBucket(stack.env.NATS_PREFIX)}`);
    expect(info.config.num_replicas).toBe(servers.replicas);

    const admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const department = await createDepartment(admin, unique('Cut off'));
    const manager = await createUser(admin, { role: 'manager', departmentId: department.id });
    owner = new ApiClient(stack.baseUrl);
    expect((await owner.login(manager.username, PASSWORD)).status).toBe(200);
    // The risk service learns of the new owner from identity's events.
    riskId = await eventually(async () => {
      const res = await admin.post('/api/risks', {
        title: 'Evidence cut off',
        riskType: 'operational',
        ownerId: manager.id,
        departmentIds: [department.id],
        likelihood: 2,
        impact: 3,
      });
      return res.status === 201 ? (res.body as { id: string }).id : undefined;
    }, 60_000);

    // A 25 MB PDF declared, 6 MB sent, then the client waits (a slow line) while the gateway dies.
    const boundary = 'cut-off-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    let sent = 0;
    const stalled = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= SENT_BEFORE_KILL) return new Promise<void>(() => undefined);
        sent += MB;
        controller.enqueue(new Uint8Array(randomBytes(MB)));
      },
    });
    const chunksBefore = (await bucket.unreferencedChunks()).length;
    const answer = owner.postStream(`/api/risks/${riskId}/attachments`, stalled, `multipart/form-data; boundary=${boundary}`).then(
      (res) => res.status,
      (error: Error) => error.message,
    );
    // The gateway is storing it: its chunks are in the bucket, referred to by no object yet.
    await eventually(async () => (await bucket.unreferencedChunks()).length > chunksBefore, 60_000);

    const gateway = stack.pidOf('gateway')!;
    const killedAt = Date.now();
    process.kill(gateway, 'SIGKILL');
    expect(typeof (await answer)).toBe('string'); // the connection died: no answer at all
    await eventually(async () => stack.pidOf('gateway') !== gateway, 60_000);
    await eventually(
      () =>
        owner.get(`/api/risks/${riskId}/attachments`).then(
          (res) => res.status === 200,
          () => false,
        ),
      60_000,
    );
    figures.push(`gateway serving again ${Date.now() - killedAt} ms after the kill`);

    // No metadata, nothing listed, no object in the bucket; the bytes sent are unreferenced chunks.
    expect((await owner.get(`/api/risks/${riskId}/attachments`)).body).toEqual([]);
    expect((await db.query(`select count(*)::int as n from risk.risk_attachment where risk_id = $1`, [riskId])).rows[0].n).toBe(0);
    expect(await bucket.list('risk/')).toEqual([]);
    const cutOff = await bucket.unreferencedChunks();
    expect(cutOff.length).toBe(chunksBefore + 1);

    // The sweep's purge of a cut-off upload's chunks, on every replica.
    for (const subject of cutOff) await bucket.purgeChunks(subject);
    expect(await bucket.unreferencedChunks()).toEqual([]);

    // The restarted gateway stores the next upload whole.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * MB), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'retry.pdf');
    const uploaded = await owner.request<AttachmentView>('POST', `/api/risks/${riskId}/attachments`, { form });
    expect(uploaded.status).toBe(201);
    const download = await owner.getBytes(uploaded.body.fileUrl);
    expect(createHash('sha256').update(download.bytes).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect((await bucket.list('risk/')).map((o) => o.name)).toEqual([`risk/${uploaded.body.id}`]);
  }, 400_000);
});
