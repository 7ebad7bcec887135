import { IsString, MinLength } from 'class-validator';
import { ServiceConfig } from '@rtm/backend/config';

export class IdentityConfig extends ServiceConfig {
  /** Administrator created on first start when no user has this username. */
  @IsString()
  @MinLength(1)
  ADMIN_USERNAME = 'admin';

  @IsString()
  @MinLength(6)
  ADMIN_PASSWORD = 'admin123';

  @IsString()
  IDENTITY_SCHEMA = 'identity';
}
