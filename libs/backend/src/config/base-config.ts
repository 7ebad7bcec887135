import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min, MinLength, NotEquals, ValidateIf } from 'class-validator';

/** The development ACTOR_SIGNING_KEY (README); refused in production. */
export const DEV_ACTOR_SIGNING_KEY = 'dev-only-actor-signing-key-change-me';

/** Settings every backend process shares. Defaults are the safe development ones named in the README. */
export class BaseConfig {
  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rtm';

  /** The project's own nats-server (deploy/nats, started by npm start); credentials as nats://<user>:<password>@host:port. */
  @IsString()
  NATS_URL = 'nats://127.0.0.1:4223';

  /** Prefix for every NATS subject; lets test runs share one NATS server without seeing each other. */
  @IsString()
  @IsOptional()
  NATS_PREFIX = '';

  /**
   * Key of the HMAC with which the gateway signs the actor of each request and every service checks it (nats/actor-signature.ts).
   * The same in every process; the development default is refused in production.
   */
  @IsString()
  @MinLength(16, { message: 'ACTOR_SIGNING_KEY must be at least 16 characters' })
  @ValidateIf((c: BaseConfig) => c.NODE_ENV === 'production')
  @NotEquals(DEV_ACTOR_SIGNING_KEY, { message: 'ACTOR_SIGNING_KEY must be set to a secret value in production' })
  ACTOR_SIGNING_KEY: string = DEV_ACTOR_SIGNING_KEY;

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
