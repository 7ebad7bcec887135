import { Inject, Injectable } from '@nestjs/common';
import { RpcClient, type JsonText } from '@rtm/backend/nats';
import {
  SUBJECTS,
  type Actor,
  type ChangePasswordInput,
  type ResetPasswordInput,
  type SetUserActiveInput,
  type ChangeRoleInput,
  type CreateDepartmentInput,
  type CreateUserInput,
  type DepartmentDto,
  type ListDepartmentsInput,
  type ListUsersInput,
  type Page,
  type SetLanguageInput,
  type SetManagerInput,
  type UserDto,
  type UserListEntry,
  type VerifyCredentialsInput,
} from '@rtm/contracts';

const S = SUBJECTS.identity;

/** Requests to the identity service, typed by subject (IdentityRpc). */
@Injectable()
export class IdentityClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  verify(input: VerifyCredentialsInput): Promise<UserDto> {
    return this.rpc.call(S.authVerify, input, null);
  }

  getUser(id: string): Promise<UserDto> {
    return this.rpc.call(S.usersGet, { id }, null);
  }

  /** The page as the JSON text identity wrote (`{ items, total }`). */
  listUsersJson(query: ListUsersInput, actor: Actor): Promise<JsonText<Page<UserListEntry>> | undefined> {
    return this.rpc.callJson(S.usersList, query, actor);
  }

  createUser(input: CreateUserInput, actor: Actor): Promise<UserDto> {
    return this.rpc.call(S.usersCreate, input, actor);
  }

  changeRole(input: ChangeRoleInput, actor: Actor): Promise<UserDto> {
    return this.rpc.call(S.usersChangeRole, input, actor);
  }

  changePassword(input: ChangePasswordInput, actor: Actor): Promise<null> {
    return this.rpc.call(S.usersChangePassword, input, actor);
  }

  setActive(input: SetUserActiveInput, actor: Actor): Promise<UserDto> {
    return this.rpc.call(S.usersSetActive, input, actor);
  }

  resetPassword(input: ResetPasswordInput, actor: Actor): Promise<null> {
    return this.rpc.call(S.usersResetPassword, input, actor);
  }

  setLanguage(input: SetLanguageInput, actor: Actor): Promise<UserDto> {
    return this.rpc.send(S.usersSetLanguage, input, actor);
  }

  listDepartmentsJson(query: ListDepartmentsInput, actor: Actor): Promise<JsonText<Page<DepartmentDto>> | undefined> {
    return this.rpc.callJson(S.departmentsList, query, actor);
  }

  createDepartment(input: CreateDepartmentInput, actor: Actor): Promise<DepartmentDto> {
    return this.rpc.call(S.departmentsCreate, input, actor);
  }

  setManager(input: SetManagerInput, actor: Actor): Promise<DepartmentDto> {
    return this.rpc.call(S.departmentsSetManager, input, actor);
  }
}
