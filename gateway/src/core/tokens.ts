/** Injection tokens of the gateway. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const LOGGER = Symbol('LOGGER');
/** pg Pool of the gateway's own schema (sessions) and the health check. */
export const PG_POOL = Symbol('PG_POOL');
/** A plain NATS connection for the health check and event subscriptions (RpcClient keeps its own). */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
