import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsInt } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor } from '@rtm/contracts';
import { CreateDepartmentDto, SetManagerDto } from '@rtm/contracts/validation';
import { DepartmentsService } from './departments.service.js';

class SetManagerRequest extends SetManagerDto {
  @IsInt({ message: 'Department id must be a number' })
  departmentId!: number;
}

class DepartmentIdsDto {
  @IsInt({ each: true })
  ids!: number[];
}

@Controller()
export class DepartmentsController {
  constructor(@Inject(DepartmentsService) private readonly departments: DepartmentsService) {}

  @MessagePattern(SUBJECTS.identity.departmentsList)
  list() {
    return this.departments.list();
  }

  @MessagePattern(SUBJECTS.identity.departmentsByIds)
  byIds(@RpcData() data: DepartmentIdsDto) {
    return this.departments.byIds(data.ids);
  }

  @MessagePattern(SUBJECTS.identity.departmentsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateDepartmentDto) {
    return this.departments.create(actor, data);
  }

  @MessagePattern(SUBJECTS.identity.departmentsSetManager)
  setManager(@RpcActor() actor: Actor | null, @RpcData() data: SetManagerRequest) {
    return this.departments.setManager(actor, data);
  }
}
