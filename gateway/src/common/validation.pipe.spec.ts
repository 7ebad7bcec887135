import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { VALIDATION } from '@rtm/contracts';
import { CreateDepartmentDto, CreateUserDto, ListActivitiesDto, LoginDto } from '@rtm/contracts/validation';
import { GatewayValidationPipe } from './validation.pipe.js';

const sut = new GatewayValidationPipe();

async function messages(metatype: new () => object, value: unknown, type: 'body' | 'query' = 'body'): Promise<string[]> {
  try {
    await sut.transform(value, { type, metatype });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const message = ((error as BadRequestException).getResponse() as { message: string | string[] }).message;
    return Array.isArray(message) ? message : [message];
  }
}

describe(GatewayValidationPipe.name, () => {
  it('gives one message per field: the first rule declared on it', async () => {
    expect(await messages(CreateDepartmentDto, {})).toEqual([VALIDATION.departmentNameRequired]);
    expect(await messages(LoginDto, {})).toEqual([VALIDATION.usernameRequired, VALIDATION.passwordRequired]);
    expect(await messages(CreateUserDto, { username: 'u', password: '123', firstName: 'A', lastName: 'B' })).toEqual([
      VALIDATION.passwordMin,
    ]);
    expect(await messages(CreateUserDto, { username: 'u', password: '123456', firstName: 'A', lastName: 'B', email: 'x' })).toEqual([
      VALIDATION.invalidEmail,
    ]);
  });

  it('drops unknown fields and converts query numbers', async () => {
    const login = await sut.transform({ username: 'a', password: 'b', isAdmin: true }, { type: 'body', metatype: LoginDto });
    expect(login).toEqual({ username: 'a', password: 'b' });
    const page = await sut.transform({ limit: '10', offset: '20' }, { type: 'query', metatype: ListActivitiesDto });
    expect(page).toEqual({ limit: 10, offset: 20 });
  });

  it('refuses a body that is not an object', async () => {
    expect(await messages(LoginDto, ['a', 'b'])).toEqual(['The request body must be a JSON object']);
    expect(await messages(LoginDto, 'text')).toEqual(['The request body must be a JSON object']);
  });
});
