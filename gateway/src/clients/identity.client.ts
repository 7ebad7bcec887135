import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import {
  SUBJECTS,
  type Actor,
  type ChangeRoleInput,
  type CreateDepartmentInput,
  type CreateUserInput,
  type DepartmentDto,
  type SetLanguageInput,
  type SetManagerInput,
  type UserDto,
  type UserSummary,
  type VerifyCredentialsInput,
} from '@rtm/contracts';

const S = SUBJECTS.identity;

/** Typed requests to the identity service. */
@Injectable()
export class IdentityClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  verify(input: VerifyCredentialsInput): Promise<UserDto> {
    return this.rpc.send(S.authVerify, input, null);
  }

  getUser(id: string): Promise<UserDto> {
    return this.rpc.send(S.usersGet, { id }, null);
  }

  listUsers(actor: Actor): Promise<UserDto[]> {
    return this.rpc.send(S.usersList, {}, actor);
  }

  usersByIds(ids: string[], actor: Actor | null): Promise<UserSummary[]> {
    return this.rpc.send(S.usersByIds, { ids }, actor);
  }

  createUser(input: CreateUserInput, actor: Actor): Promise<UserDto> {
    return this.rpc.send(S.usersCreate, input, actor);
  }

  changeRole(input: ChangeRoleInput, actor: Actor): Promise<UserDto> {
    return this.rpc.send(S.usersChangeRole, input, actor);
  }

  setLanguage(input: SetLanguageInput, actor: Actor): Promise<UserDto> {
    return this.rpc.send(S.usersSetLanguage, input, actor);
  }

  listDepartments(actor: Actor): Promise<DepartmentDto[]> {
    return this.rpc.send(S.departmentsList, {}, actor);
  }

  departmentsByIds(ids: number[], actor: Actor | null): Promise<DepartmentDto[]> {
    return this.rpc.send(S.departmentsByIds, { ids }, actor);
  }

  createDepartment(input: CreateDepartmentInput, actor: Actor): Promise<DepartmentDto> {
    return this.rpc.send(S.departmentsCreate, input, actor);
  }

  setManager(input: SetManagerInput, actor: Actor): Promise<DepartmentDto> {
    return this.rpc.send(S.departmentsSetManager, input, actor);
  }
}
