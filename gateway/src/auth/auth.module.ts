import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { RolesGuard } from '../common/roles.guard.js';
import { SecurityLogModule } from '../security-log/security-log.module.js';
import { SessionGuard } from '../common/session.guard.js';
import { AuthController } from './auth.controller.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionSerializer } from './session.serializer.js';
import { SessionsController } from './sessions.controller.js';
import { SessionCache } from './session-cache.js';
import { SessionUsers } from './session-users.js';
import { UserEventsListener } from './user-events.listener.js';
import { UserSessions } from './user-sessions.js';

/** Sign-in, sign-out, the current user, their password and sessions, and the global guards (session first, then roles). */
@Module({
  imports: [PassportModule, SecurityLogModule],
  controllers: [AuthController, SessionsController],
  providers: [
    LoginThrottle,
    LocalStrategy,
    SessionUsers,
    SessionCache,
    UserSessions,
    SessionSerializer,
    UserEventsListener,
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [SessionUsers, SessionCache, UserSessions, SecurityLogModule],
})
export class AuthModule {}
