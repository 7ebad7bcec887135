import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

/** Settings every backend process shares. Defaults are the safe development ones named in the README. */
export class BaseConfig {
  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rtm';

  @IsString()
  NATS_URL = 'nats://127.0.0.1:4222';

  /** Prefix for every NATS subject; lets test runs share one NATS server without seeing each other. */
  @IsString()
  @IsOptional()
  NATS_PREFIX = '';

  /** Name of the JetStream stream carrying domain events. */
  @IsString()
  EVENTS_STREAM = 'EVENTS';

  @IsIn(['debug', 'info', 'warn', 'error'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' = 'info';

  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';
}
