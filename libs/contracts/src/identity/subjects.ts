import type { Rpc } from '../common/rpc.js';
import { SAVED_VIEW_SUBJECTS, type SavedViewRpc } from './saved-view.js';
import type { Page } from '../common/api.js';
import type {
  ChangePasswordInput,
  ResetPasswordInput,
  SetUserActiveInput,
  ChangeRoleInput,
  CreateDepartmentInput,
  CreateUserInput,
  DepartmentDto,
  DepartmentIdsInput,
  ListDepartmentsInput,
  ListUsersInput,
  SetLanguageInput,
  SetManagerInput,
  UserDto,
  UserIdInput,
  UserIdsInput,
  UserListEntry,
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
  usersSetLanguage: 'identity.users.setLanguage',
  usersChangePassword: 'identity.users.changePassword',
  usersSetActive: 'identity.users.setActive',
  usersResetPassword: 'identity.users.resetPassword',
  departmentsList: 'identity.departments.list',
  departmentsByIds: 'identity.departments.byIds',
  departmentsCreate: 'identity.departments.create',
  departmentsSetManager: 'identity.departments.setManager',
  ...SAVED_VIEW_SUBJECTS,
} as const;

const S = IDENTITY_SUBJECTS;

/** What each identity subject takes and answers. */
export interface IdentityRpc extends SavedViewRpc {
  [S.authVerify]: Rpc<VerifyCredentialsInput, UserDto>;
  [S.usersGet]: Rpc<UserIdInput, UserDto>;
  /** A page of users (`{ items, total }`); over HTTP the items are the body and the total is X-Total-Count. */
  [S.usersList]: Rpc<ListUsersInput, Page<UserListEntry>>;
  [S.usersByIds]: Rpc<UserIdsInput, UserSummary[]>;
  [S.usersCreate]: Rpc<CreateUserInput, UserDto>;
  [S.usersChangeRole]: Rpc<ChangeRoleInput, UserDto>;
  /** The actor's own interface language. */
  [S.usersSetLanguage]: Rpc<SetLanguageInput, UserDto>;
  [S.usersChangePassword]: Rpc<ChangePasswordInput, null>;
  [S.usersSetActive]: Rpc<SetUserActiveInput, UserDto>;
  [S.usersResetPassword]: Rpc<ResetPasswordInput, null>;
  [S.departmentsList]: Rpc<ListDepartmentsInput, Page<DepartmentDto>>;
  [S.departmentsByIds]: Rpc<DepartmentIdsInput, DepartmentDto[]>;
  [S.departmentsCreate]: Rpc<CreateDepartmentInput, DepartmentDto>;
  [S.departmentsSetManager]: Rpc<SetManagerInput, DepartmentDto>;
}
