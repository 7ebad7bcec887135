import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { RolesGuard } from '../common/roles.guard.js';
import { SessionGuard } from '../common/session.guard.js';
import { AuthController } from './auth.controller.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionSerializer } from './session.serializer.js';
import { SessionUsers } from './session-users.js';
import { UserEventsListener } from './user-events.listener.js';

/** Sign-in, sign-out, the current user, and the global guards (session first, then roles). */
@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    LoginThrottle,
    LocalStrategy,
    SessionUsers,
    SessionSerializer,
    UserEventsListener,
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [SessionUsers],
})
export class AuthModule {}
