import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  NotEquals,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { natsConnectOptions } from '../nats/nats-url.js';

/** The development ACTOR_SIGNING_KEY (docs/operations.md); refused in production. */
export const DEV_ACTOR_SIGNING_KEY = 'dev-only-actor-signing-key-change-me';

/** A user and a password in the URL (nats-url.ts takes them from the first server that names a user). */
export function hasNatsCredentials(url: string): boolean {
  try {
    const options = natsConnectOptions(url);
    return !!options.user && !!options.pass;
  } catch {
    return false;
  }
}

/** Settings every backend process shares. Defaults are the safe development ones named in docs/operations.md. */
export class BaseConfig {
  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rtm';

  /**
   * The project's own nats-server (deploy/nats, started by npm start); credentials as nats://<user>:<password>@host:port.
   * In production a URL without a user and password is refused: every process connects as its own NATS user.
   */
  @IsString()
  @ValidateIf((c: BaseConfig) => c.NODE_ENV === 'production')
  @ValidateBy(
    { name: 'natsCredentials', validator: { validate: (value) => typeof value === 'string' && hasNatsCredentials(value) } },
    { message: "NATS_URL must carry this process's NATS user and password in production (nats://<user>:<password>@host:port)" },
  )
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
