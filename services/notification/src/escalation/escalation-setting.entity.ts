import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EscalationSettingDto } from '@rtm/contracts';

/** An escalation rule (SPEC section 3): reminders `daysBeforeDue` ahead, overdue mails from `daysOverdue` on. */
export const EscalationSetting = defineEntity({
  name: 'EscalationSetting',
  tableName: 'escalation_setting',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    daysBeforeDue: p.integer(),
    daysOverdue: p.integer(),
    escalationSteps: p.json<number[]>(),
    isActive: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type EscalationSetting = InferEntity<typeof EscalationSetting>;

export function toEscalationSettingDto(e: EscalationSetting): EscalationSettingDto {
  return {
    id: e.id,
    name: e.name,
    daysBeforeDue: e.daysBeforeDue,
    daysOverdue: e.daysOverdue,
    escalationSteps: e.escalationSteps,
    isActive: e.isActive,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
