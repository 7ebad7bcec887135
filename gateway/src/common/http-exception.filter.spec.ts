import { describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ERRORS, IDENTITY_MESSAGES } from '@rtm/contracts';
import { RpcError } from '@rtm/backend/nats';
import { HttpExceptionFilter, toErrorBody } from './http-exception.filter.js';

function bodyParserError(type: string, status: number) {
  return Object.assign(new Error('raw parser text'), { type, status, statusCode: status, expose: true });
}

describe('toErrorBody', () => {
  it('joins validation messages and lists them', () => {
    expect(toErrorBody(new BadRequestException(['Username is required', 'Password is required', 'Username is required']))).toEqual({
      statusCode: 400,
      message: 'Username is required; Password is required',
      errors: ['Username is required', 'Password is required'],
    });
  });

  it('keeps the status and message of HttpExceptions and service errors', () => {
    expect(toErrorBody(new ConflictException(IDENTITY_MESSAGES.usernameTaken))).toEqual({
      statusCode: 409,
      message: IDENTITY_MESSAGES.usernameTaken,
    });
    expect(toErrorBody(new RpcError({ status: 404, message: IDENTITY_MESSAGES.userNotFound }))).toEqual({
      statusCode: 404,
      message: IDENTITY_MESSAGES.userNotFound,
    });
    expect(toErrorBody(new ServiceUnavailableException(ERRORS.serviceUnavailable('risk')))).toEqual({
      statusCode: 503,
      message: ERRORS.serviceUnavailable('risk'),
    });
  });

  it('turns body-parser errors into 400 and 413 with plain messages, raw or wrapped by Nest', () => {
    const malformed = bodyParserError('entity.parse.failed', 400);
    expect(toErrorBody(malformed)).toEqual({ statusCode: 400, message: ERRORS.invalidJson });
    expect(toErrorBody(new BadRequestException('Unexpected token', { cause: malformed }))).toEqual({
      statusCode: 400,
      message: ERRORS.invalidJson,
    });
    const tooLarge = bodyParserError('entity.too.large', 413);
    expect(toErrorBody(new PayloadTooLargeException('request entity too large', { cause: tooLarge }))).toEqual({
      statusCode: 413,
      message: ERRORS.bodyTooLarge,
    });
  });

  it('answers other client errors with their status and never a 500', () => {
    expect(toErrorBody(Object.assign(new Error('Bad thing'), { status: 415, expose: true }))).toEqual({
      statusCode: 415,
      message: 'Bad thing',
    });
    expect(toErrorBody(Object.assign(new Error('internal detail'), { status: 400, expose: false })).message).not.toContain('internal');
  });

  it('hides the details of unexpected errors', () => {
    expect(toErrorBody(new Error('password=hunter2 in some stack'))).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(toErrorBody(new HttpException('Teapot', 418))).toEqual({ statusCode: 418, message: 'Teapot' });
  });
});

describe('HttpExceptionFilter', () => {
  it('neither logs nor answers a request whose browser went away while a file was sent', () => {
    const logged: unknown[] = [];
    const logger = { log: () => {}, error: (...a: unknown[]) => logged.push(a), warn: (...a: unknown[]) => logged.push(a) };
    const calls: string[] = [];
    const response = { headersSent: true, end: () => calls.push('end'), status: () => calls.push('status') };
    const host = {
      switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'GET', originalUrl: '/remotes/x.js' }) }),
    };
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    new HttpExceptionFilter(logger as never).catch(aborted, host as never);
    expect({ logged, calls }).toEqual({ logged: [], calls: ['end'] });
  });
});
