import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { USER_ROLES, type UserRole } from '../../common/enums.js';
import { LIMITS } from '../../common/constants.js';
import { VALIDATION } from '../../common/messages.js';
import { Check, PG_INT_MAX, wholeIn } from '../../common/validation/helpers.js';
import { IDENTITY_MESSAGES } from '../messages.js';
import type { ChangePasswordInput, CreateDepartmentInput, CreateUserInput } from '../api.js';

export class LoginDto {
  @IsString({ message: VALIDATION.usernameRequired })
  @IsNotEmpty({ message: VALIDATION.usernameRequired })
  username!: string;

  @IsString({ message: VALIDATION.passwordRequired })
  @IsNotEmpty({ message: VALIDATION.passwordRequired })
  password!: string;
}

export class CreateUserDto implements CreateUserInput {
  @IsString({ message: VALIDATION.usernameRequired })
  @IsNotEmpty({ message: VALIDATION.usernameRequired })
  @MaxLength(100)
  username!: string;

  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @MaxLength(200)
  password!: string;

  @IsOptional()
  @ValidateIf((o: CreateUserDto) => o.email !== '' && o.email !== null)
  @IsEmail({}, { message: VALIDATION.invalidEmail })
  @MaxLength(255)
  email?: string | null;

  @IsString({ message: VALIDATION.firstNameRequired })
  @IsNotEmpty({ message: VALIDATION.firstNameRequired })
  @MaxLength(100)
  firstName!: string;

  @IsString({ message: VALIDATION.lastNameRequired })
  @IsNotEmpty({ message: VALIDATION.lastNameRequired })
  @MaxLength(100)
  lastName!: string;

  @IsOptional()
  @IsIn(USER_ROLES, { message: VALIDATION.invalidRole })
  role?: UserRole;

  @IsOptional()
  @Check('isDepartmentId', wholeIn(1, PG_INT_MAX), IDENTITY_MESSAGES.departmentIdInvalid)
  departmentId?: number | null;
}

export class ChangeRoleDto {
  @IsIn(USER_ROLES, { message: VALIDATION.invalidRole })
  role!: UserRole;

  @IsOptional()
  @Check('isDepartmentId', wholeIn(1, PG_INT_MAX), IDENTITY_MESSAGES.departmentIdInvalid)
  departmentId?: number | null;
}

export class CreateDepartmentDto implements CreateDepartmentInput {
  @IsString({ message: VALIDATION.departmentNameRequired })
  @IsNotEmpty({ message: VALIDATION.departmentNameRequired })
  @MaxLength(255)
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;
}

export class SetManagerDto {
  @IsOptional()
  @IsUUID('all', { message: IDENTITY_MESSAGES.managerIdInvalid })
  managerId!: string | null;
}

/** PATCH /api/users/{id}/active (the user id is in the path). */
export class SetActiveDto {
  @IsBoolean({ message: IDENTITY_MESSAGES.isActiveInvalid })
  isActive!: boolean;
}

/** PATCH /api/users/{id}/password: a new password set by an administrator. */
export class ResetPasswordDto {
  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @MaxLength(200)
  newPassword!: string;
}

/** PATCH /api/auth/me/password and identity.users.changePassword. */
export class ChangePasswordDto implements ChangePasswordInput {
  @IsString({ message: IDENTITY_MESSAGES.currentPasswordRequired })
  @IsNotEmpty({ message: IDENTITY_MESSAGES.currentPasswordRequired })
  currentPassword!: string;

  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @MaxLength(200)
  newPassword!: string;
}
