import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { Request } from 'express';
import { ERRORS, type UserDto } from '@rtm/contracts';
import { IdentityClient } from '../clients/identity.client.js';
import { LoginThrottle } from './login-throttle.js';

/** Username and password, checked by identity (`identity.auth.verify`), with failed attempts throttled. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<UserDto> {
    const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const retryAfter = this.throttle.retryAfterSeconds(ip, username);
    if (retryAfter > 0) {
      request.res?.setHeader('Retry-After', String(retryAfter));
      throw new HttpException(ERRORS.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    try {
      const user = await this.identity.verify({ username, password });
      this.throttle.succeeded(username);
      return user;
    } catch (error) {
      // Identity answers 401 with the Arabic wrong-credentials text, which goes to the client as is.
      if (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED) this.throttle.failed(ip, username);
      throw error;
    }
  }
}
