import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DepartmentDto } from '@rtm/contracts';

export const Department = defineEntity({
  name: 'Department',
  tableName: 'department',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    description: p.string().nullable(),
    managerId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Department = InferEntity<typeof Department>;

export function toDepartmentDto(d: Department): DepartmentDto {
  return {
    id: d.id,
    name: d.name,
    description: d.description ?? null,
    managerId: d.managerId ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}
