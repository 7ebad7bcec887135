import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '@rtm/backend/db';
import { Transactions, sameAnswer, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  DepartmentCreated,
  DepartmentUpdated,
  IDENTITY_MESSAGES,
  LIMITS,
  OWNER_ROLES,
  VALIDATION,
  displayName,
  type Actor,
  type CreateDepartmentInput,
  type DepartmentDto,
  type ListDepartmentsInput,
  type Page,
  type SetManagerInput,
  type UserDto,
} from '@rtm/contracts';
import { Department, toDepartmentDto } from './department.entity.js';
import { UserRepository } from '../users/user.repository.js';

@Injectable()
export class DepartmentsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(UserRepository) private readonly users: UserRepository,
  ) {}

  /** 400 unless the department exists (a user's department, checked in the user's transaction). */
  async assertExists(tx: EntityManager, departmentId: number): Promise<void> {
    if ((await tx.count(Department, { id: departmentId })) === 0) throw new BadRequestException(IDENTITY_MESSAGES.departmentNotFound);
  }

  /** Whether the user manages a department (such a user keeps an owner role and stays active until it has another). */
  async managesAny(tx: EntityManager, userId: string): Promise<boolean> {
    return (await tx.count(Department, { managerId: userId })) > 0;
  }

  /** A page of departments by name, and how many there are. */
  async list(actor: Actor | null, page: ListDepartmentsInput): Promise<Page<DepartmentDto>> {
    requireRole(actor);
    const [departments, total] = await this.db
      .reader()
      .findAndCount(
        Department,
        {},
        { orderBy: { name: 'asc', id: 'asc' }, limit: page.limit ?? LIMITS.departmentPageDefault, offset: page.offset ?? 0 },
      );
    return { items: departments.map(toDepartmentDto), total };
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
      let manager: UserDto | null = null;
      if (input.managerId) {
        manager = await this.users.byId(tx, input.managerId);
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
