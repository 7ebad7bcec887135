import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { CreateUserInput, DepartmentDto, RiskInput, RiskView, UserDto, UserRole } from '@rtm/contracts';
import { ApiClient, type ApiResponse } from './api-client.js';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const PASSWORD = 'secret-123';
/** The gateway's device cookie (gateway/src/auth/device-cookie.ts), set at a successful sign-in. */
export const DEVICE_COOKIE = 'rtm_device';

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

/** Every item of a paged list (the array body with X-Total-Count), read page by page. */
export async function allPages<T>(client: ApiClient, path: string, pageSize = 500): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const res = await client.get<T[]>(`${path}${path.includes('?') ? '&' : '?'}limit=${pageSize}&offset=${items.length}`);
    expect(res.status).toBe(200);
    items.push(...res.body);
    if (res.body.length === 0 || items.length >= Number(res.headers.get('x-total-count'))) return items;
  }
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

type RiskFields = Partial<RiskInput> & Pick<RiskInput, 'ownerId' | 'departmentIds'>;

/** The body of a new risk: an operational risk scored 3 x 3 under a fresh title unless told. */
const riskBody = (input: RiskFields) => ({ title: unique('Risk '), riskType: 'operational', likelihood: 3, impact: 3, ...input });

/** A risk reported by `client`, which must be created at once (201). */
export async function createRisk(client: ApiClient, input: RiskFields): Promise<RiskView> {
  const res = await client.post('/api/risks', riskBody(input));
  expect(res.status).toBe(201);
  return res.body;
}

/**
 * A risk reported by `client`, retried until the risk service knows its owner and departments (identity's events reach
 * the service's projections a moment after a user or department is made).
 */
export async function createRiskWhenKnown(client: ApiClient, input: RiskFields, timeoutMs = 10_000): Promise<RiskView> {
  const body = riskBody(input);
  return eventually(async () => {
    const res = await client.post('/api/risks', body);
    return res.status === 201 && (res.body as RiskView);
  }, timeoutMs);
}

/**
 * POST /api/comments on one risk or task as `author`, the body claiming another author (`claimedAuthorId`): expects 201
 * and the comment trimmed, on that target alone, written by the signed-in user whatever the body claims. Answers it.
 */
export async function commentAs(
  author: { client: ApiClient; user: UserDto },
  target: { riskId: string } | { taskId: string },
  content: string,
  claimedAuthorId: string,
): Promise<{ id: string }> {
  const res = await author.client.post('/api/comments', { content, ...target, authorId: claimedAuthorId });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    content: content.trim(),
    riskId: 'riskId' in target ? target.riskId : null,
    taskId: 'taskId' in target ? target.taskId : null,
    authorId: author.user.id,
    author: { id: author.user.id },
  });
  return res.body;
}

/** A 400 whose `errors` include each of `messages` (the validation messages of a form, in any order). */
export function expectValidationErrors(res: ApiResponse, messages: string[]): void {
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual(expect.arrayContaining(messages));
}
