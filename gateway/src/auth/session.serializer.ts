import { Inject, Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { UserDto } from '@rtm/contracts';
import { SessionUsers } from './session-users.js';

type Done<T> = (error: unknown, value?: T) => void;

/** The session keeps only the user id; each request loads the current user (role, isActive). */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(@Inject(SessionUsers) private readonly users: SessionUsers) {
    super();
  }

  serializeUser(user: UserDto, done: Done<string>): void {
    this.users.remember(user);
    done(null, user.id);
  }

  deserializeUser(id: string, done: Done<UserDto | false>): void {
    // false (user gone or deactivated) makes passport drop the login from the session.
    this.users.get(id).then((user) => done(null, user ?? false), done);
  }
}
