import { fileURLToPath } from 'node:url';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, Min, MinLength, NotEquals, ValidateIf } from 'class-validator';
import { BaseConfig } from '@rtm/backend/config';
import { ATTACHMENT_LIMITS } from '@rtm/contracts';

export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';

/** gateway/dist/gateway.config.js -> the workspace root, where each front end has its dist/. */
const WORKSPACE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const BYTES = /^\d+(b|kb|mb)?$/i;

export class GatewayConfig extends BaseConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  /** Signs the session cookie. The development default is refused in production. */
  @IsString()
  @MinLength(16, { message: 'SESSION_SECRET must be at least 16 characters' })
  @ValidateIf((c: GatewayConfig) => c.NODE_ENV === 'production')
  @NotEquals(DEV_SESSION_SECRET, { message: 'SESSION_SECRET must be set to a secret value in production' })
  SESSION_SECRET: string = DEV_SESSION_SECRET;

  /** 'auto': Secure cookie when the request came over TLS (directly or X-Forwarded-Proto https from a trusted proxy). */
  @IsIn(['auto', 'true', 'false'])
  COOKIE_SECURE: 'auto' | 'true' | 'false' = 'auto';

  /**
   * Express "trust proxy": which hops may set X-Forwarded-For/-Proto. None by default: a client could otherwise
   * choose its own address and escape the per-address sign-in limits. Behind a proxy, its address or range.
   */
  @IsString()
  TRUST_PROXY: string = 'false';

  /** Idle lifetime of a session; every request extends it. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SESSION_TTL_HOURS: number = 8;

  /** Absolute lifetime of a session from its sign-in, however busy: the person signs in again after it. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SESSION_MAX_HOURS: number = 24;

  /** How long the signed-in user (role, isActive) is reused before identity is asked again; user events drop it sooner. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  USER_CACHE_SECONDS: number = 60;

  @IsString()
  @Matches(/^[a-z_][a-z0-9_]*$/, { message: 'GATEWAY_SCHEMA must be a lower-case SQL identifier' })
  GATEWAY_SCHEMA: string = 'gateway';

  /** Folder holding shell/dist, mfe-risks/dist, mfe-tasks/dist and mfe-admin/dist. */
  @IsString()
  STATIC_ROOT: string = WORKSPACE_ROOT;

  /**
   * Failed sign-ins of a username from one address before that pair waits (1 minute, doubling); also the failures
   * of a username from all addresses within the window before it is slowed (1 s, doubling, up to 30 s).
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_MAX_ATTEMPTS: number = 5;

  /** Failed sign-ins allowed per client IP within the window (higher: offices share one address). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_MAX_ATTEMPTS_PER_IP: number = 20;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_WINDOW_MINUTES: number = 15;

  @IsString()
  @Matches(BYTES, { message: 'BODY_LIMIT must be a size such as 1mb' })
  BODY_LIMIT: string = '1mb';

  /**
   * Origins (scheme://host[:port], comma-separated) besides the gateway's own that may send cookie-authenticated
   * changes to /api: a front end served from another host. Empty: only the gateway's own origin.
   */
  @IsString()
  ALLOWED_ORIGINS: string = '';

  /** Origins the pages may load scripts from besides their own (remotes served elsewhere), comma-separated. */
  @IsString()
  CSP_SCRIPT_ORIGINS: string = '';

  /** Origins the pages may send requests to besides their own (e.g. an OpenTelemetry collector), comma-separated. */
  @IsString()
  CSP_CONNECT_ORIGINS: string = '';

  /** POST /api/risks/bulk-upload carries a spreadsheet of up to 10 MB as base64. */
  @IsString()
  @Matches(BYTES, { message: 'UPLOAD_BODY_LIMIT must be a size such as 15mb' })
  UPLOAD_BODY_LIMIT: string = '15mb';

  /** Largest evidence file (issue 28), in bytes: refused with 413 while it streams. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ATTACHMENT_MAX_BYTES: number = ATTACHMENT_LIMITS.maxBytes;
}
