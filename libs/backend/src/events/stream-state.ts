import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { withinTimeout } from './within-timeout.js';

/**
 * What readiness says of the events stream: its copies (configured, and current including the leader) when JetStream
 * answers, 'unavailable' when it does not. Nothing more: /health answers without a session.
 */
export type EventStreamState = { state: 'up'; replicas: number; currentReplicas: number } | { state: 'unavailable' };

/** Within a readiness probe's time: a stream without quorum (two of three servers down) does not answer at all. */
const STREAM_INFO_TIMEOUT_MS = 1000;

/**
 * The events stream's state, asked of JetStream with a short timeout. The NATS connection may be up while the stream
 * has no leader; writes still commit (the outbox publishes them once the stream is back), so this is reported, not a
 * reason to take the process out of service.
 */
export async function eventStreamState(jsm: JetStreamManager, stream: string): Promise<EventStreamState> {
  const info = await withinTimeout(jsm.streams.info(stream), STREAM_INFO_TIMEOUT_MS);
  if (!info) return { state: 'unavailable' };
  const replicas = info.config.num_replicas;
  // A single server holds its one copy itself; a replicated stream without a leader takes no writes.
  if (replicas === 1) return { state: 'up', replicas, currentReplicas: 1 };
  if (!info.cluster?.leader) return { state: 'unavailable' };
  const followers = (info.cluster.replicas ?? []).filter((replica) => replica.current && !replica.offline);
  const currentReplicas = 1 + followers.length;
  // A leader that has not yet noticed it lost its majority still answers: without a quorum it commits nothing.
  if (currentReplicas <= replicas / 2) return { state: 'unavailable' };
  return { state: 'up', replicas, currentReplicas };
}

/** eventStreamState over a connection of its own (the gateway's, which has no EventStream). */
export async function eventStreamStateOn(nc: NatsConnection, stream: string): Promise<EventStreamState> {
  if (nc.isClosed()) return { state: 'unavailable' };
  return eventStreamState(await jetstreamManager(nc, { checkAPI: false }), stream);
}
