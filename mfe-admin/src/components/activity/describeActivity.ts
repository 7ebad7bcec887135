import { displayName, type ActivityDto, type PersonName } from '@rtm/contracts';
import type { EnumLabels } from '@rtm/frontend/i18n';
import type { useAdminTranslation } from '../../i18n';

type TFunction = ReturnType<typeof useAdminTranslation>['t'];
type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const record = (value: unknown): Data | null => (value && typeof value === 'object' ? (value as Data) : null);

/** The risk's code and title, from a risk event's `risk` or a comment event's `riskCode`/`riskTitle`. */
function riskOf(data: Data): { code: string; title: string | null } | null {
  const risk = record(data.risk);
  const code = text(risk?.riskId) ?? text(data.riskCode);
  return code ? { code, title: text(risk?.title) ?? text(data.riskTitle) } : null;
}

/** The task's code and title, from a task event's `task` or a task comment event's `taskCode`/`taskTitle`. */
function taskOf(data: Data): { code: string; title: string | null } | null {
  const task = record(data.task);
  const code = text(task?.taskId) ?? text(data.taskCode);
  return code ? { code, title: text(task?.title) ?? text(data.taskTitle) } : null;
}

/** Values short enough to quote in a sentence; longer ones (a template's body) are only said to have changed. */
const QUOTABLE = 60;

/** The changed fields of a settings change as one phrase: "port from 587 to 2525, password changed". */
function settingsChanges(data: Data, t: TFunction): string | null {
  if (!Array.isArray(data.changes)) return null;
  const shown = (value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return t('activity.settingChange.none');
    if (typeof value === 'boolean') return t(`activity.settingChange.${value ? 'yes' : 'no'}`);
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    return text.length <= QUOTABLE ? text : null;
  };
  return (data.changes as unknown[])
    .map((change) => {
      const { field, from, to } = (record(change) ?? {}) as { field?: string; from?: unknown; to?: unknown };
      // A nested field (the review settings' `intervalDays.critical`) has its label under `intervalDays_critical`.
      const label = t(`activity.settingField.${field?.replaceAll('.', '_')}`, { defaultValue: field ?? '' });
      const [before, after] = [shown(from), shown(to)];
      // A secret is masked on both sides: only that it changed is said.
      const secret = field === 'password';
      return !secret && before !== null && after !== null
        ? t('activity.settingChange.fromTo', { field: label, from: before, to: after })
        : t('activity.settingChange.changed', { field: label });
    })
    .join(t('activity.settingChange.separator'));
}

/**
 * An activity's description in the reader's language, rendered from its action type and the event's
 * data (risk code and title, user, department, roles). When the data lacks what the sentence needs (rows
 * written before the event carried it, or action types without a sentence yet), the description stored
 * with the row is shown as it is.
 */
export function describeActivity(activity: ActivityDto, t: TFunction, labels: EnumLabels): string {
  const data = activity.metadata ?? {};
  switch (activity.actionType) {
    case 'risk_created':
    case 'risk_updated':
    case 'risk_closed':
    case 'risk_deleted':
    case 'risk_assessed':
    case 'risk_acceptance_requested':
    case 'risk_accepted':
    case 'risk_acceptance_rejected':
    case 'risk_acceptance_revoked':
    case 'risk_acceptance_expired':
    case 'comment_added': {
      const risk = riskOf(data);
      const task = activity.actionType === 'comment_added' && !risk ? taskOf(data) : null;
      if (task) return t('activity.describe.comment_added_task', { task: task.title ? t('activity.task', task) : task.code });
      if (!risk) break;
      const subject = risk.title ? t('activity.risk', { code: risk.code, title: risk.title }) : risk.code;
      const imported = activity.actionType === 'risk_created' && data.source === 'import';
      return t(`activity.describe.${imported ? 'risk_imported' : activity.actionType}`, { risk: subject });
    }
    case 'task_created':
    case 'task_updated':
    case 'task_completed':
    case 'task_deleted': {
      const task = taskOf(data);
      if (!task) break;
      return t(`activity.describe.${activity.actionType}`, { task: task.title ? t('activity.task', task) : task.code });
    }
    case 'user_created':
    case 'user_updated': {
      const user = record(data.user) as (PersonName & { role?: string }) | null;
      if (!user?.role) break;
      const name = displayName(user);
      if (activity.actionType === 'user_updated' && (data.language === 'en' || data.language === 'ar')) {
        return t('activity.describe.user_language', { name, language: t(`activity.languageName.${data.language}`) });
      }
      if (activity.actionType === 'user_created') {
        const username = text(data.username);
        if (!username) break;
        return t('activity.describe.user_created', { name, username, role: labels.role(user.role) });
      }
      const before = text(record(data.before)?.role);
      if (!before) break;
      return t('activity.describe.user_updated', { name, from: labels.role(before), to: labels.role(user.role) });
    }
    case 'department_created':
    case 'department_updated': {
      const name = text(data.name);
      if (!name) break;
      if (activity.actionType === 'department_created') return t('activity.describe.department_created', { name });
      const managerData = record(data.manager) as PersonName | null;
      const manager = managerData ? displayName(managerData) : null;
      if (data.managerId && !manager) break;
      return manager
        ? t('activity.describe.department_manager_assigned', { name, manager })
        : t('activity.describe.department_manager_removed', { name });
    }
    case 'risk_appetite_changed': {
      const changes = record(data.changes);
      if (!changes) break;
      const list = Object.entries(changes)
        .map(([type, change]) => {
          const { from, to } = (record(change) ?? {}) as { from?: unknown; to?: unknown };
          return t('activity.settingChange.fromTo', { field: labels.riskType(type), from: String(from), to: String(to) });
        })
        .join(t('activity.settingChange.separator'));
      const breached = Number(record(data.breached)?.count ?? 0);
      return breached > 0
        ? t('activity.describe.risk_appetite_changed_breached', { changes: list, count: breached })
        : t('activity.describe.risk_appetite_changed', { changes: list });
    }
    case 'risk_reviewed': {
      const risk = riskOf(data);
      const outcome = text(record(data.review)?.outcome);
      if (!risk || (outcome !== 'confirmed' && outcome !== 'rescored' && outcome !== 'closed')) break;
      const subject = risk.title ? t('activity.risk', { code: risk.code, title: risk.title }) : risk.code;
      return t(`activity.describe.risk_reviewed_${outcome}`, { risk: subject });
    }
    case 'risk_appetite_breached': {
      const risk = riskOf(data);
      if (!risk || typeof data.assessedScore !== 'number' || typeof data.maxScore !== 'number') break;
      const subject = risk.title ? t('activity.risk', { code: risk.code, title: risk.title }) : risk.code;
      return t('activity.describe.risk_appetite_breached', { risk: subject, score: data.assessedScore, max: data.maxScore });
    }
    case 'attachment_added':
    case 'attachment_deleted': {
      // Issue 28: the file and its risk or task (itemType, itemCode, itemTitle of the event).
      const file = text(record(data.attachment)?.fileName);
      const code = text(data.itemCode);
      const type = data.itemType === 'risk' || data.itemType === 'task' ? data.itemType : null;
      if (!file || !code || !type) break;
      const title = text(data.itemTitle);
      const item = title ? t(`activity.${type}`, { code, title }) : code;
      return t(`activity.describe.${activity.actionType}_${type}`, { file, item });
    }
    case 'settings_changed': {
      const changes = settingsChanges(data, t);
      const name = text(data.name) ?? '';
      if (changes === null) break;
      if (data.setting === 'smtp') return t('activity.describe.settings_smtp', { changes });
      if (data.setting === 'escalation_rule') return t('activity.describe.settings_escalation_rule', { name, changes });
      if (data.setting === 'review_settings') return t('activity.describe.settings_review_settings', { changes });
      if (data.setting === 'report_settings') return t('activity.describe.settings_report_settings', { changes });
      if (data.setting === 'report_schedule' && (data.change === 'created' || data.change === 'updated' || data.change === 'deleted'))
        return t(`activity.describe.settings_report_schedule_${data.change}`, { name, changes });
      if (data.setting === 'email_template' && (data.change === 'created' || data.change === 'updated' || data.change === 'deleted'))
        return t(`activity.describe.settings_email_template_${data.change}`, { name, changes });
      break;
    }
  }
  return activity.description;
}
