import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

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

  /** Copies of the events stream in a NATS cluster (1 on one machine, 3 in production); applied at start. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  EVENTS_REPLICAS: number = 1;

  /** Port of the /health and /health/live listener of a NATS-only service (0: none). The gateway answers on PORT. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  HEALTH_PORT: number = 0;

  /** Share of the traces this process starts that are recorded (0 to 1); read before start by otel/register (sampling.ts). */
  @Type(() => Number)
  @IsNumber({}, { message: 'OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1' })
  @Min(0)
  @Max(1)
  @IsOptional()
  OTEL_TRACES_SAMPLER_ARG?: number;

  @IsIn(['debug', 'info', 'warn', 'error'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' = 'info';

  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';
}
