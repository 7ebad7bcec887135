import { IsUUID } from 'class-validator';

export class UserIdParams {
  @IsUUID('all', { message: 'User id must be a uuid' })
  userId!: string;
}
