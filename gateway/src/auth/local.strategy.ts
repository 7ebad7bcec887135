import { HttpException, HttpStatus, Inject, Injectable, type LoggerService } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { Request } from 'express';
import { ERRORS, type UserDto } from '@rtm/contracts';
import { IdentityClient } from '../clients/identity.client.js';
import { GATEWAY_CONFIG, LOGGER } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { SecurityLog } from '../security-log/security-log.js';
import { issueDeviceCookie, knownDevice } from './device-cookie.js';
import { LoginThrottle } from './login-throttle.js';

/**
 * Username and password, checked by identity (`identity.auth.verify`), with failed attempts throttled; a success
 * marks the browser as the user's device (device-cookie.ts).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SecurityLog) private readonly securityLog: SecurityLog,
    @Inject(LOGGER) private readonly logger: LoggerService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<UserDto> {
    const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const retryAfter = await this.throttle.retryAfterSeconds(ip, username, knownDevice(request, this.config, username));
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
      if (request.res) issueDeviceCookie(request.res, this.config, request.secure, username);
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
