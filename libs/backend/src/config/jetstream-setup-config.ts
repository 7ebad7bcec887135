import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { hasNatsCredentials } from './base-config.js';

/** Settings of the JetStream setup command (events/setup-jetstream.main.ts): the administrator's connection and what it makes. */
export class JetStreamSetupConfig {
  /** The NATS administrator (user `admin`, NATS_PASSWORD_ADMIN on the server): the processes' users may not create streams or consumers. */
  @IsString()
  @ValidateIf((c: JetStreamSetupConfig) => c.NODE_ENV === 'production')
  @ValidateBy(
    { name: 'natsCredentials', validator: { validate: (value) => typeof value === 'string' && hasNatsCredentials(value) } },
    { message: 'NATS_URL must carry the NATS administrator and its password in production (nats://admin:<password>@host:port)' },
  )
  NATS_URL = 'nats://127.0.0.1:4223';

  @IsString()
  NATS_PREFIX = '';

  @IsString()
  EVENTS_STREAM = 'EVENTS';

  /** Copies of the events stream in a NATS cluster (1 on one machine, 3 in production). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  EVENTS_REPLICAS: number = 1;

  /** Deliveries of an event to one durable consumer before its service puts it in the dead_letter table. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  CONSUMER_MAX_DELIVER: number = 5;

  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';
}
