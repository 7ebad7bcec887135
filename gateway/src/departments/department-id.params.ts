import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

export class DepartmentIdParams {
  @Type(() => Number)
  @IsInt({ message: 'Department id must be a number' })
  @Min(1, { message: 'Department id must be a number' })
  id!: number;
}
