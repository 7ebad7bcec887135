/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createInstance, type TFunction } from 'i18next';
import type { ActivityDto } from '@rtm/contracts';
import { enumLabels } from '@rtm/frontend/i18n';
import { describeActivity } from './describeActivity';

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

const activity = (over: Partial<ActivityDto>): ActivityDto => ({
  id: 'a1',
  actionType: 'risk_created',
  entityType: 'risk',
  entityId: 'r1',
  description: 'Stored English sentence',
  userId: 'u1',
  metadata: null,
  createdAt: '2026-03-05T12:00:00Z',
  user: null,
  ...over,
});

describe(describeActivity.name, () => {
  const t: Record<string, TFunction> = {};

  beforeAll(async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      ns: ['admin', 'common'],
      defaultNS: 'admin',
      interpolation: { escapeValue: false },
      resources: {
        en: { admin: read('../../i18n/en.json'), common: read('../../../../libs/frontend/src/i18n/en.json') },
        ar: { admin: read('../../i18n/ar.json'), common: read('../../../../libs/frontend/src/i18n/ar.json') },
      },
    });
    t.en = i18n.getFixedT('en');
    t.ar = i18n.getFixedT('ar');
  });

  const say = (a: ActivityDto, language: 'en' | 'ar') =>
    describeActivity(a, t[language] as never, enumLabels(t[language])).replace(/[\u2066-\u2069]/g, '');

  it("renders a risk event from its data in the reader's language", () => {
    const a = activity({ metadata: { risk: { riskId: 'RSK-2026-0007', title: 'Server outage' }, source: 'form' } });
    expect(say(a, 'en')).toBe('Reported risk RSK-2026-0007: Server outage');
    expect(say(a, 'ar')).toBe('أبلغ عن الخطر RSK-2026-0007: Server outage');
    expect(say({ ...a, metadata: { ...a.metadata, source: 'import' } }, 'ar')).toBe('أبلغ عن الخطر RSK-2026-0007: Server outage (مستورد)');
  });

  it('renders the risk lifecycle events of issue 25 in both languages', () => {
    const risk = { riskId: 'RSK-2026-0009', title: 'Vendor lock-in' };
    const accepted = activity({ actionType: 'risk_accepted', metadata: { risk, acceptance: { status: 'approved' } } });
    expect(say(accepted, 'en')).toBe('Accepted risk RSK-2026-0009: Vendor lock-in');
    expect(say(accepted, 'ar')).toBe('قبل الخطر RSK-2026-0009: Vendor lock-in');
    const assessed = activity({ actionType: 'risk_assessed', metadata: { risk, changes: {}, residualCleared: false } });
    expect(say(assessed, 'en')).toBe('Assessed risk RSK-2026-0009: Vendor lock-in (residual level or treatment)');
    const appetite = activity({
      actionType: 'risk_appetite_changed',
      entityType: 'settings',
      metadata: { changes: { financial: { from: 12, to: 8 } } },
    });
    expect(say(appetite, 'en')).toBe('Changed the risk appetite (maximum score): Financial from 12 to 8');
    expect(say(appetite, 'ar')).toContain('الرغبة في المخاطر');
    const lowered = activity({
      actionType: 'risk_appetite_changed',
      entityType: 'settings',
      metadata: { changes: { financial: { from: 12, to: 8 } }, breached: { count: 3, sample: [] } },
    });
    expect(say(lowered, 'en')).toBe('Changed the risk appetite (maximum score): Financial from 12 to 8; 3 risks went outside it');
    const breached = activity({ actionType: 'risk_appetite_breached', metadata: { risk, assessedScore: 16, maxScore: 12 } });
    expect(say(breached, 'en')).toBe('Risk RSK-2026-0009: Vendor lock-in went outside the appetite (score 16 above 12)');
    expect(say(breached, 'ar')).toBe('تجاوز الخطر RSK-2026-0009: Vendor lock-in حدّ الرغبة في المخاطر (الدرجة 16 أعلى من 12)');
  });

  it('renders the reviews of issue 26 and their settings in both languages', () => {
    const risk = { riskId: 'RSK-2026-0011', title: 'Data centre flood' };
    const rescored = activity({ actionType: 'risk_reviewed', metadata: { risk, review: { outcome: 'rescored' }, changes: {} } });
    expect(say(rescored, 'en')).toBe('Reviewed risk RSK-2026-0011: Data centre flood: rescored');
    expect(say(rescored, 'ar')).toBe('راجع الخطر RSK-2026-0011: Data centre flood: إعادة تقييم');
    const settings = activity({
      actionType: 'settings_changed',
      entityType: 'settings',
      metadata: {
        setting: 'review_settings',
        name: null,
        change: 'updated',
        changes: [
          { field: 'intervalDays.critical', from: 30, to: 14 },
          { field: 'remindDaysBefore', from: 7, to: 3 },
        ],
      },
    });
    expect(say(settings, 'en')).toBe(
      'Changed the review settings: days between reviews of critical risks from 30 to 14, reminder days before a review from 7 to 3',
    );
    expect(say(settings, 'ar')).toContain('إعدادات المراجعة');
  });

  it("renders task events and comments on tasks from their data in the reader's language", () => {
    const task = { taskId: 'TSK-2026-0003', title: 'Replace battery' };
    const completed = activity({ actionType: 'task_completed', entityType: 'task', metadata: { task } });
    expect(say(completed, 'en')).toBe('Completed task TSK-2026-0003: Replace battery');
    expect(say(completed, 'ar')).toBe('أكمل المهمة TSK-2026-0003: Replace battery');
    const comment = activity({
      actionType: 'comment_added',
      entityType: 'comment',
      metadata: { taskCode: 'TSK-2026-0003', taskTitle: 'Replace battery' },
    });
    expect(say(comment, 'en')).toBe('Commented on task TSK-2026-0003: Replace battery');
    expect(say(comment, 'ar')).toBe('علّق على المهمة TSK-2026-0003: Replace battery');
  });

  it('renders evidence attached to and deleted from risks and tasks (issue 28) in both languages', () => {
    const attachment = { id: 'f1', fileName: 'policy.pdf' };
    const added = activity({
      actionType: 'attachment_added',
      metadata: { itemType: 'risk', itemId: 'r1', itemCode: 'RSK-2026-0001', itemTitle: 'Flooding', ownerId: 'u2', attachment },
    });
    expect(say(added, 'en')).toBe('Attached policy.pdf to risk RSK-2026-0001: Flooding');
    expect(say(added, 'ar')).toBe('أرفق policy.pdf بالخطر RSK-2026-0001: Flooding');
    const deleted = activity({
      actionType: 'attachment_deleted',
      entityType: 'task',
      metadata: { itemType: 'task', itemId: 't1', itemCode: 'TSK-0007', itemTitle: 'Patch', ownerId: 'u2', attachment },
    });
    expect(say(deleted, 'en')).toBe('Deleted policy.pdf from task TSK-0007: Patch');
  });

  it('renders user and department events with translated roles', () => {
    const created = activity({
      actionType: 'user_created',
      entityType: 'user',
      metadata: { user: { firstName: 'Eve', lastName: 'Tester', role: 'team_member' }, username: 'eve' },
    });
    expect(say(created, 'en')).toBe('Created user Eve Tester (eve) as Team Member');
    expect(say(created, 'ar')).toBe('أنشأ المستخدم Eve Tester (eve) بدور عضو فريق');
    const changed = activity({
      actionType: 'user_updated',
      entityType: 'user',
      metadata: { user: { firstName: 'Eve', lastName: 'Tester', role: 'manager' }, before: { role: 'team_member' } },
    });
    expect(say(changed, 'ar')).toBe('غيّر دور Eve Tester من عضو فريق إلى مدير');
    const assigned = activity({
      actionType: 'department_updated',
      entityType: 'department',
      metadata: { name: 'Finance', managerId: 'u2', manager: { id: 'u2', firstName: 'Rania', lastName: 'Saleh', email: null } },
    });
    expect(say(assigned, 'en')).toBe('Assigned Rania Saleh as manager of department Finance');
  });

  it('keeps the stored description when the data lacks what the sentence needs (older rows, unknown types)', () => {
    expect(say(activity({ actionType: 'department_updated', metadata: { departmentId: 3, managerId: 'u2' } }), 'ar')).toBe(
      'Stored English sentence',
    );
    expect(say(activity({ actionType: 'task_created', metadata: {} }), 'ar')).toBe('Stored English sentence');
  });
  it('renders settings changes with old and new values, a password only as changed, long texts without their value', () => {
    const smtp = activity({
      actionType: 'settings_changed',
      entityType: 'settings',
      metadata: {
        setting: 'smtp',
        name: null,
        change: 'updated',
        changes: [
          { field: 'port', from: 587, to: 2525 },
          { field: 'password', from: '********', to: '********' },
          { field: 'secure', from: false, to: true },
        ],
      },
    });
    expect(say(smtp, 'en')).toBe('Changed the SMTP settings: port from 587 to 2525, password changed, TLS from no to yes');
    expect(say(smtp, 'ar')).toBe('غيّر إعدادات SMTP: المنفذ من 587 إلى 2525، تغيّرت قيمة كلمة المرور، TLS من لا إلى نعم');
    const template = activity({
      actionType: 'settings_changed',
      entityType: 'settings',
      metadata: {
        setting: 'email_template',
        name: 'Task assigned',
        change: 'updated',
        changes: [
          { field: 'subject', from: 'Old', to: 'New' },
          { field: 'bodyHtml', from: 'x'.repeat(200), to: 'y'.repeat(200) },
        ],
      },
    });
    expect(say(template, 'en')).toBe('Changed e-mail template Task assigned: subject from Old to New, HTML body changed');
    const rule = activity({
      actionType: 'settings_changed',
      entityType: 'settings',
      metadata: {
        setting: 'escalation_rule',
        name: 'Default',
        change: 'updated',
        changes: [{ field: 'escalationSteps', from: [3], to: [3, 7] }],
      },
    });
    expect(say(rule, 'en')).toBe('Changed escalation rule Default: escalation steps from 3 to 3, 7');
    expect(say(rule, 'ar')).toBe('غيّر قاعدة التصعيد Default: درجات التصعيد من 3 إلى 3, 7');
  });
});
