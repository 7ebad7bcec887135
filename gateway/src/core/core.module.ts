import { Global, Inject, Module, type DynamicModule, type LoggerService, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { natsConnectOptions, RpcClient } from '@rtm/backend/nats';
import type { GatewayConfig } from '../gateway.config.js';
import { IdentityClient } from '../clients/identity.client.js';
import { NotificationClient } from '../clients/notification.client.js';
import { RiskClient } from '../clients/risk.client.js';
import { TaskClient } from '../clients/task.client.js';
import { openSessionDatabase } from './session-database.js';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION, PG_POOL } from './tokens.js';

/** Closes the connections once the HTTP server has stopped taking requests. */
class ConnectionsLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async onApplicationShutdown() {
    await Promise.allSettled([this.rpc.close(), this.nats.drain(), this.pool.end()]);
  }
}

/** Configuration, logger, database pool, NATS and the service clients (one per service, typed by subject), for every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig, logger: LoggerService): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: PG_POOL,
          useFactory: () =>
            openSessionDatabase(config.DATABASE_URL, config.GATEWAY_SCHEMA, logger, { refuseSuperuser: config.NODE_ENV === 'production' }),
        },
        {
          provide: RpcClient,
          useFactory: async () => {
            const rpc = new RpcClient({
              url: config.NATS_URL,
              prefix: config.NATS_PREFIX,
              name: 'gateway',
              actorKey: config.ACTOR_SIGNING_KEY,
            });
            await rpc.connect();
            return rpc;
          },
        },
        {
          provide: NATS_CONNECTION,
          useFactory: () => connect({ ...natsConnectOptions(config.NATS_URL), name: 'gateway-monitor', maxReconnectAttempts: -1 }),
        },
        IdentityClient,
        RiskClient,
        TaskClient,
        NotificationClient,
        ConnectionsLifecycle,
      ],
      exports: [GATEWAY_CONFIG, LOGGER, PG_POOL, RpcClient, NATS_CONNECTION, IdentityClient, RiskClient, TaskClient, NotificationClient],
    };
  }
}
