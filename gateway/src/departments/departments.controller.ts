import { Body, Controller, Get, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { JsonText } from '@rtm/backend/nats';
import type { Actor, DepartmentDto } from '@rtm/contracts';
import { CreateDepartmentDto, ListDepartmentsDto, SetManagerDto } from '@rtm/contracts/validation';
import { IdentityClient } from '../clients/identity.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { pageBody } from '../http/json-text.js';
import { DepartmentIdParams } from './department-id.params.js';

@Controller('api/departments')
export class DepartmentsController {
  constructor(@Inject(IdentityClient) private readonly identity: IdentityClient) {}

  /** A page of departments by name as an array (`limit` up to 500, default 500); their number is X-Total-Count. */
  @Get()
  async list(
    @Query() query: ListDepartmentsDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<DepartmentDto[]> | undefined> {
    return pageBody(response, await this.identity.listDepartmentsJson(query, actor));
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
