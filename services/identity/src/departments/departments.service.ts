import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Transactions, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  ERRORS,
  OWNER_ROLES,
  VALIDATION,
  displayName,
  type Actor,
  type CreateDepartmentInput,
  type DepartmentDto,
  type SetManagerInput,
} from '@rtm/contracts';
import { Department, toDepartmentDto } from './department.entity.js';
import { User } from '../users/user.entity.js';
import { escapeLike } from '../users/users.service.js';

@Injectable()
export class DepartmentsService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  async list(): Promise<DepartmentDto[]> {
    const departments = await this.db.reader().find(Department, {}, { orderBy: { name: 'asc' } });
    return departments.map(toDepartmentDto);
  }

  async byIds(ids: number[]): Promise<DepartmentDto[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return (await this.db.reader().find(Department, { id: { $in: unique } })).map(toDepartmentDto);
  }

  async create(actor: Actor | null, input: CreateDepartmentInput): Promise<DepartmentDto> {
    requireRole(actor, 'system_admin');
    const name = input.name.trim();
    if (!name) throw new BadRequestException(VALIDATION.departmentNameRequired);
    return this.db.run(async (tx, emit) => {
      if ((await tx.count(Department, { name: { $ilike: escapeLike(name) } })) > 0) {
        throw new ConflictException(ERRORS.departmentNameTaken);
      }
      const department = tx.create(Department, {
        name,
        description: input.description?.trim() || null,
        managerId: null,
        createdAt: new Date(),
      });
      await tx.flush();
      emit(
        createEvent({
          type: 'department_created',
          actor,
          entity: { type: 'department', id: String(department.id) },
          description: `Created department ${department.name}`,
          data: { departmentId: department.id, name: department.name },
        }),
      );
      return toDepartmentDto(department);
    });
  }

  async setManager(actor: Actor | null, input: SetManagerInput): Promise<DepartmentDto> {
    requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      const department = await tx.findOne(Department, { id: input.departmentId });
      if (!department) throw new NotFoundException(ERRORS.departmentNotFound);
      let description = `Removed the manager of department ${department.name}`;
      let managerName: string | null = null;
      if (input.managerId) {
        const manager = await tx.findOne(User, { id: input.managerId });
        if (!manager) throw new BadRequestException(ERRORS.userNotFound);
        if (!manager.isActive || !OWNER_ROLES.includes(manager.role)) throw new BadRequestException(VALIDATION.managerRole);
        managerName = displayName(manager);
        description = `Assigned ${managerName} as manager of department ${department.name}`;
      }
      department.managerId = input.managerId ?? null;
      await tx.flush();
      emit(
        createEvent({
          type: 'department_updated',
          actor,
          entity: { type: 'department', id: String(department.id) },
          description,
          // Names too, so the activity log can say it in the reader's language.
          data: { departmentId: department.id, name: department.name, managerId: department.managerId ?? null, managerName },
        }),
      );
      return toDepartmentDto(department);
    });
  }
}
