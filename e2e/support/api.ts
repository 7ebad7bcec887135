import type { CreateUserInput, UserDto } from '@rtm/contracts';
import { ADMIN, BASE_URL } from './env';

/** Signs in over HTTP and returns the session cookie (for test setup through the API). */
async function sessionCookie(username: string, password: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login as ${username}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error('login answered without a session cookie');
  return cookies.join('; ');
}

/** Creates a user as the default administrator. */
export async function createUserAsAdmin(input: CreateUserInput): Promise<UserDto> {
  const cookie = await sessionCookie(ADMIN.username, ADMIN.password);
  const res = await fetch(`${BASE_URL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`create user ${input.username}: ${res.status} ${await res.text()}`);
  return (await res.json()) as UserDto;
}

/** Creates a department as the default administrator. */
export async function createDepartmentAsAdmin(name: string): Promise<{ id: number; name: string }> {
  const cookie = await sessionCookie(ADMIN.username, ADMIN.password);
  const res = await fetch(`${BASE_URL}/api/departments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ name, description: 'Created by a browser test' }),
  });
  if (!res.ok) throw new Error(`create department ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; name: string };
}
