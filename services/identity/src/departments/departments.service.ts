import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { escapeLike } from '@rtm/backend/db';
import { Transactions, sameAnswer, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  DepartmentCreated,
  DepartmentUpdated,
  IDENTITY_MESSAGES,
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
        throw new ConflictException(IDENTITY_MESSAGES.departmentNameTaken);
      }
      const department = tx.create(Department, {
        name,
        description: input.description?.trim() || null,
        managerId: null,
        createdAt: new Date(),
      });
      await tx.flush();
      emit(
        createEvent(DepartmentCreated, {
          actor,
          entity: { type: 'department', id: String(department.id) },
          description: `Created department ${department.name}`,
          data: { departmentId: department.id, name: department.name },
        }),
      );
      return toDepartmentDto(department);
    }, sameAnswer);
  }

  async setManager(actor: Actor | null, input: SetManagerInput): Promise<DepartmentDto> {
    requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      const department = await tx.findOne(Department, { id: input.departmentId });
      if (!department) throw new NotFoundException(IDENTITY_MESSAGES.departmentNotFound);
      let description = `Removed the manager of department ${department.name}`;
      let manager: User | null = null;
      if (input.managerId) {
        manager = await tx.findOne(User, { id: input.managerId });
        if (!manager) throw new BadRequestException(IDENTITY_MESSAGES.userNotFound);
        if (!manager.isActive || !OWNER_ROLES.includes(manager.role)) throw new BadRequestException(VALIDATION.managerRole);
        description = `Assigned ${displayName(manager)} as manager of department ${department.name}`;
      }
      const previousManagerId = department.managerId ?? null;
      department.managerId = input.managerId ?? null;
      await tx.flush();
      emit(
        createEvent(DepartmentUpdated, {
          actor,
          entity: { type: 'department', id: String(department.id) },
          description,
          data: {
            departmentId: department.id,
            managerId: department.managerId ?? null,
            name: department.name,
            manager: manager && { id: manager.id, firstName: manager.firstName, lastName: manager.lastName, email: manager.email },
            previousManagerId,
          },
        }),
      );
      return toDepartmentDto(department);
    });
  }
}
