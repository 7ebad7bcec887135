import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { CreateUserInput, DepartmentDto, RiskInput, RiskView, UserDto, UserRole } from '@rtm/contracts';
import { ApiClient, type ApiResponse } from './api-client.js';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const PASSWORD = 'secret-123';

/** A name no other test (or earlier run against the same stack) uses. */
export function unique(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** A client that appears to come from its own IP (the gateway trusts X-Forwarded-For from loopback), so login throttling of one test does not reach another. */
export function clientFromOwnIp(): ApiClient {
  const ip = `198.51.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 254)}`;
  return new ApiClient(undefined, { 'X-Forwarded-For': ip });
}

export async function signedInAdmin(): Promise<ApiClient> {
  const admin = new ApiClient();
  const res = await admin.login(ADMIN.username, ADMIN.password);
  expect(res.status).toBe(200);
  return admin;
}

export async function createUser(admin: ApiClient, input: Partial<CreateUserInput> = {}): Promise<UserDto> {
  const username = input.username ?? unique('user');
  const res = await admin.post('/api/users', {
    username,
    password: PASSWORD,
    email: `${username}@example.com`,
    firstName: 'Test',
    lastName: 'User',
    role: 'team_member',
    ...input,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A new user with the role, signed in with a client of its own. */
export async function signedInAs(admin: ApiClient, role: UserRole): Promise<{ client: ApiClient; user: UserDto }> {
  const user = await createUser(admin, { role });
  const client = clientFromOwnIp();
  const res = await client.login(user.username, PASSWORD);
  expect(res.status).toBe(200);
  return { client, user };
}

export async function createDepartment(admin: ApiClient, name = unique('Department')): Promise<DepartmentDto> {
  const res = await admin.post('/api/departments', { name, description: 'Created by an API test' });
  expect(res.status).toBe(201);
  return res.body;
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A risk reported by `client`, retried until the risk service knows its owner and departments (identity's events reach
 * the service's projections a moment after a user or department is made). An operational risk scored 3 x 3 unless told.
 */
export async function createRiskWhenKnown(
  client: ApiClient,
  input: Partial<RiskInput> & Pick<RiskInput, 'ownerId' | 'departmentIds'>,
  timeoutMs = 10_000,
): Promise<RiskView> {
  const body = { title: unique('Risk '), riskType: 'operational', likelihood: 3, impact: 3, ...input };
  return eventually(async () => {
    const res = await client.post('/api/risks', body);
    return res.status === 201 && (res.body as RiskView);
  }, timeoutMs);
}

/** A 400 whose `errors` include each of `messages` (the validation messages of a form, in any order). */
export function expectValidationErrors(res: ApiResponse, messages: string[]): void {
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual(expect.arrayContaining(messages));
}
