import { IsInt, IsString, Max, Min, MinLength, NotEquals, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { ServiceConfig } from '@rtm/backend/config';
import { adminPasswordProblem } from './admin-seed/admin-password-strength.js';

const problemOf = (args: ValidationArguments) => adminPasswordProblem(String(args.value), (args.object as IdentityConfig).ADMIN_USERNAME);

export const DEV_ADMIN_PASSWORD = 'admin123';

export class IdentityConfig extends ServiceConfig {
  /** Administrator created on first start when no user has this username. */
  @IsString()
  @MinLength(1)
  ADMIN_USERNAME = 'admin';

  /**
   * The development default is refused in production, where the first administrator needs a password of its own: at
   * least 12 characters and hard to guess (admin-seed/admin-password-strength.ts).
   */
  @IsString()
  @MinLength(6)
  @ValidateIf((c: IdentityConfig) => c.NODE_ENV === 'production')
  @NotEquals(DEV_ADMIN_PASSWORD, { message: 'ADMIN_PASSWORD must be set to a password of its own in production' })
  @ValidateBy({
    name: 'strongAdminPassword',
    validator: {
      validate: (_value, args) => !!args && problemOf(args) === null,
      defaultMessage: (args) => (args && problemOf(args)) ?? '',
    },
  })
  ADMIN_PASSWORD = DEV_ADMIN_PASSWORD;

  @IsString()
  IDENTITY_SCHEMA = 'identity';

  /**
   * How long a demotion or deactivation refused because the user owns open risks waits for risk events on their way
   * (a reassignment a moment ago) before it answers 409 (ms).
   */
  @IsInt()
  @Min(0)
  @Max(10_000)
  RISK_OWNERSHIP_WAIT_MS: number = 1000;
}
