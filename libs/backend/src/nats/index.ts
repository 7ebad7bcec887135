export * from './prefixed-nats.server.js';
export * from './rpc-error.js';
export * from './rpc-exception.filter.js';
export * from './rpc-params.js';
export * from './rpc-tracing.interceptor.js';
export * from './rpc.client.js';
export * from './create-microservice.js';
