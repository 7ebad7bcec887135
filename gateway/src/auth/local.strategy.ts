import { HttpException, HttpStatus, Inject, Injectable, type LoggerService } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { Request } from 'express';
import { ERRORS, type UserDto } from '@rtm/contracts';
import { IdentityClient } from '../clients/identity.client.js';
import { LOGGER } from '../core/tokens.js';
import { SecurityLog } from '../security-log/security-log.js';
import { LoginThrottle } from './login-throttle.js';

/** Username and password, checked by identity (`identity.auth.verify`), with failed attempts throttled. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SecurityLog) private readonly securityLog: SecurityLog,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<UserDto> {
    const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const retryAfter = await this.throttle.retryAfterSeconds(ip, username);
    if (retryAfter > 0) {
      await this.securityLog.record({
        type: 'sign_in_throttled',
        username,
        address: ip,
        detail: { retryAfterSeconds: String(retryAfter) },
      });
      request.res?.setHeader('Retry-After', String(retryAfter));
      throw new HttpException(ERRORS.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    try {
      const user = await this.identity.verify({ username, password });
      await this.throttle.succeeded(ip, username);
      await this.securityLog.record({ type: 'sign_in', username: user.username, userId: user.id, address: ip });
      return user;
    } catch (error) {
      // Identity answers 401 with the Arabic wrong-credentials text, which goes to the client as is.
      if (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED) {
        this.logger.warn(`Sign-in failed for ${JSON.stringify(username)} from ${ip}`, LocalStrategy.name);
        await Promise.all([this.throttle.failed(ip, username), this.securityLog.record({ type: 'sign_in_failed', username, address: ip })]);
      }
      throw error;
    }
  }
}
