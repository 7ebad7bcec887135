import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { NOTIFICATION_MESSAGES, type Actor, type EscalationSettingDto, type UpdateEscalationSettingInput } from '@rtm/contracts';
import { settingsChangedEvent } from '../common/settings-changes.js';
import { EscalationSetting, toEscalationSettingDto } from './escalation-setting.entity.js';

const RULE_LOGGED_FIELDS = ['daysBeforeDue', 'daysOverdue', 'escalationSteps', 'isActive'] as const;

/** A rule's fields as the activity log compares them (the steps copied: the entity's array may change in place). */
const loggedRule = (rule: EscalationSetting) => ({
  daysBeforeDue: rule.daysBeforeDue,
  daysOverdue: rule.daysOverdue,
  escalationSteps: [...rule.escalationSteps],
  isActive: rule.isActive,
});

/** Escalation rules (system admins only to read and change; the scheduler and the alerts read the active ones). */
@Injectable()
export class EscalationSettingsService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  async list(actor: Actor | null): Promise<EscalationSettingDto[]> {
    requireRole(actor, 'system_admin');
    return (await this.db.reader().find(EscalationSetting, {}, { orderBy: { id: 'asc' } })).map(toEscalationSettingDto);
  }

  async update(actor: Actor | null, id: number, input: UpdateEscalationSettingInput): Promise<EscalationSettingDto> {
    requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      const rule = await tx.findOne(EscalationSetting, { id });
      if (!rule) throw new NotFoundException(NOTIFICATION_MESSAGES.escalationNotFound);
      const before = loggedRule(rule);
      tx.assign(rule, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)));
      // Checked against the rule as changed: a later step never comes before the first overdue mail.
      if (rule.escalationSteps.some((step) => step <= rule.daysOverdue)) {
        throw new BadRequestException(NOTIFICATION_MESSAGES.escalationStepsNotAfterOverdue);
      }
      await tx.flush();
      const event = settingsChangedEvent(actor, {
        setting: 'escalation_rule',
        name: rule.name,
        change: 'updated',
        entityId: String(rule.id),
        before,
        after: loggedRule(rule),
        fields: RULE_LOGGED_FIELDS,
      });
      if (event) emit(event);
      return toEscalationSettingDto(rule);
    });
  }

  /** The active rules, oldest first. */
  async active(em: EntityManager): Promise<EscalationSettingDto[]> {
    return (await em.find(EscalationSetting, { isActive: true }, { orderBy: { id: 'asc' } })).map(toEscalationSettingDto);
  }
}
