import type { Rpc } from '../common/rpc.js';
import type {
  ChangeRoleInput,
  CreateDepartmentInput,
  CreateUserInput,
  DepartmentDto,
  DepartmentIdsInput,
  SetManagerInput,
  UserDto,
  UserIdInput,
  UserIdsInput,
  UserSummary,
  VerifyCredentialsInput,
} from './api.js';

/** Request/reply subjects of the identity service (`identity.<aggregate>.<verb>`). */
export const IDENTITY_SUBJECTS = {
  authVerify: 'identity.auth.verify',
  usersGet: 'identity.users.get',
  usersList: 'identity.users.list',
  usersByIds: 'identity.users.byIds',
  usersCreate: 'identity.users.create',
  usersChangeRole: 'identity.users.changeRole',
  departmentsList: 'identity.departments.list',
  departmentsByIds: 'identity.departments.byIds',
  departmentsCreate: 'identity.departments.create',
  departmentsSetManager: 'identity.departments.setManager',
} as const;

const S = IDENTITY_SUBJECTS;

/** What each identity subject takes and answers. */
export interface IdentityRpc {
  [S.authVerify]: Rpc<VerifyCredentialsInput, UserDto>;
  [S.usersGet]: Rpc<UserIdInput, UserDto>;
  [S.usersList]: Rpc<Record<string, never>, UserDto[]>;
  [S.usersByIds]: Rpc<UserIdsInput, UserSummary[]>;
  [S.usersCreate]: Rpc<CreateUserInput, UserDto>;
  [S.usersChangeRole]: Rpc<ChangeRoleInput, UserDto>;
  [S.departmentsList]: Rpc<Record<string, never>, DepartmentDto[]>;
  [S.departmentsByIds]: Rpc<DepartmentIdsInput, DepartmentDto[]>;
  [S.departmentsCreate]: Rpc<CreateDepartmentInput, DepartmentDto>;
  [S.departmentsSetManager]: Rpc<SetManagerInput, DepartmentDto>;
}
