import { describe, expect, it, jest } from '@jest/globals';
import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { UserDto } from '@rtm/contracts';
import type { IdentityClient } from '../clients/identity.client.js';
import type { GatewayConfig } from '../gateway.config.js';
import { SessionUsers } from './session-users.js';

const user = (over: Partial<UserDto> = {}) => ({ id: 'u1', username: 'sara', role: 'manager', isActive: true, ...over }) as UserDto;

function setup(getUser: (id: string) => Promise<UserDto>, seconds = 5) {
  const identity = { getUser: jest.fn(getUser) };
  const sut = new SessionUsers(identity as unknown as IdentityClient, { USER_CACHE_SECONDS: seconds } as GatewayConfig);
  return { sut, identity };
}

describe(SessionUsers.name, () => {
  it('loads the user once within the cache time', async () => {
    const { sut, identity } = setup(async () => user());
    expect(await sut.get('u1')).toMatchObject({ role: 'manager' });
    await sut.get('u1');
    expect(identity.getUser).toHaveBeenCalledTimes(1);
  });

  it('asks identity again after forget, and every time with a cache time of 0', async () => {
    const { sut, identity } = setup(async () => user());
    await sut.get('u1');
    sut.forget('u1');
    await sut.get('u1');
    expect(identity.getUser).toHaveBeenCalledTimes(2);

    const uncached = setup(async () => user(), 0);
    await uncached.sut.get('u1');
    await uncached.sut.get('u1');
    expect(uncached.identity.getUser).toHaveBeenCalledTimes(2);
  });

  it('does not cache an answer that was on its way while the user was dropped (an older role)', async () => {
    let answer: (u: UserDto) => void = () => undefined;
    const { sut, identity } = setup(() => new Promise<UserDto>((resolve) => (answer = resolve)));
    const loading = sut.get('u1');
    sut.forget('u1'); // the role-change event arrives before identity's older answer
    answer(user({ role: 'manager' }));
    expect(await loading).toMatchObject({ role: 'manager' });
    void sut.get('u1');
    expect(identity.getUser).toHaveBeenCalledTimes(2);
  });

  it('drops every user on clear', async () => {
    const { sut, identity } = setup(async () => user());
    await sut.get('u1');
    sut.clear();
    await sut.get('u1');
    expect(identity.getUser).toHaveBeenCalledTimes(2);
  });

  it('answers null for a deleted or deactivated user', async () => {
    expect(await setup(async () => Promise.reject(new NotFoundException())).sut.get('u1')).toBeNull();
    expect(await setup(async () => user({ isActive: false })).sut.get('u1')).toBeNull();
  });

  it('lets other failures through (identity down is a 503, not a sign-out)', async () => {
    await expect(setup(async () => Promise.reject(new ServiceUnavailableException())).sut.get('u1')).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );
  });

  it('serves the last known user while identity does not answer, and only then', async () => {
    let down = false;
    const { sut } = setup(async () => (down ? Promise.reject(new ServiceUnavailableException()) : user()), 0.001);
    expect(await sut.get('u1')).toMatchObject({ role: 'manager' });
    await new Promise((r) => setTimeout(r, 5)); // past the cache time
    down = true;
    expect(await sut.get('u1')).toMatchObject({ role: 'manager' });
    sut.forget('u1'); // a user event: the last known user is no longer right
    await expect(sut.get('u1')).rejects.toBeInstanceOf(ServiceUnavailableException);
  });

  it('serves a remembered user without asking identity', async () => {
    const { sut, identity } = setup(async () => user());
    sut.remember(user({ role: 'executive' }));
    expect((await sut.get('u1'))?.role).toBe('executive');
    expect(identity.getUser).not.toHaveBeenCalled();
  });
});
