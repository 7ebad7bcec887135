import { IsString, MinLength, NotEquals, ValidateIf } from 'class-validator';
import { ServiceConfig } from '@rtm/backend/config';

export const DEV_ADMIN_PASSWORD = 'admin123';

export class IdentityConfig extends ServiceConfig {
  /** Administrator created on first start when no user has this username. */
  @IsString()
  @MinLength(1)
  ADMIN_USERNAME = 'admin';

  /** The development default is refused in production, where the first administrator needs a password of its own. */
  @IsString()
  @MinLength(6)
  @ValidateIf((c: IdentityConfig) => c.NODE_ENV === 'production')
  @NotEquals(DEV_ADMIN_PASSWORD, { message: 'ADMIN_PASSWORD must be set to a password of its own in production' })
  ADMIN_PASSWORD = DEV_ADMIN_PASSWORD;

  @IsString()
  IDENTITY_SCHEMA = 'identity';
}
