import { Transform } from 'class-transformer';
import { Check, PG_INT_MAX, toInt, wholeIn } from '@rtm/contracts/validation';

export class DepartmentIdParams {
  @Transform(toInt)
  @Check('isDepartmentId', wholeIn(1, PG_INT_MAX), 'Department id must be a number')
  id!: number;
}
