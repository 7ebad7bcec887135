import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ArrayMaxSize, IsInt } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { IDENTITY_MESSAGES, LIMITS, SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { CreateDepartmentDto, ListDepartmentsDto, SetManagerDto } from '@rtm/contracts/validation';
import { DepartmentsService } from './departments.service.js';

const S = SUBJECTS.identity;

class SetManagerRequest extends SetManagerDto {
  @IsInt({ message: 'Department id must be a number' })
  departmentId!: number;
}

class DepartmentIdsDto {
  @ArrayMaxSize(LIMITS.directoryIdsMax, { message: IDENTITY_MESSAGES.tooManyIds })
  @IsInt({ each: true })
  ids!: number[];
}

@Controller()
export class DepartmentsController {
  constructor(@Inject(DepartmentsService) private readonly departments: DepartmentsService) {}

  /** Answers `{ items, total }`; the gateway turns it into the array plus X-Total-Count. */
  @MessagePattern(S.departmentsList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: ListDepartmentsDto): Promise<RpcResponse<typeof S.departmentsList>> {
    return this.departments.list(actor, data);
  }

  @MessagePattern(S.departmentsByIds)
  byIds(@RpcData() data: DepartmentIdsDto): Promise<RpcResponse<typeof S.departmentsByIds>> {
    return this.departments.byIds(data.ids);
  }

  @MessagePattern(S.departmentsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateDepartmentDto): Promise<RpcResponse<typeof S.departmentsCreate>> {
    return this.departments.create(actor, data);
  }

  @MessagePattern(S.departmentsSetManager)
  setManager(@RpcActor() actor: Actor | null, @RpcData() data: SetManagerRequest): Promise<RpcResponse<typeof S.departmentsSetManager>> {
    return this.departments.setManager(actor, data);
  }
}
