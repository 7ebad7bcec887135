import { Body, Controller, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import type { Actor, DepartmentDto } from '@rtm/contracts';
import { CreateDepartmentDto, SetManagerDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { DepartmentIdParams } from './department-id.params.js';

@Controller('api/departments')
export class DepartmentsController {
  constructor(@Inject(IdentityClient) private readonly identity: IdentityClient) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<DepartmentDto[]> {
    return this.identity.listDepartments(actor);
  }

  @Post()
  @Roles('system_admin')
  create(@Body() body: CreateDepartmentDto, @CurrentActor() actor: Actor): Promise<DepartmentDto> {
    return this.identity.createDepartment(body, actor);
  }

  /** `managerId: null` removes the manager; identity checks the user is a manager or system admin. */
  @Patch(':id/manager')
  @Roles('system_admin')
  setManager(@Param() { id }: DepartmentIdParams, @Body() body: SetManagerDto, @CurrentActor() actor: Actor): Promise<DepartmentDto> {
    return this.identity.setManager({ departmentId: id, managerId: body.managerId ?? null }, actor);
  }
}
