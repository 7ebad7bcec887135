import { Injectable } from '@nestjs/common';

/** The time, behind a provider so tests can fix it (codes depend on the year). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
