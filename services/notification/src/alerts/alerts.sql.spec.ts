import { expect, it } from '@jest/globals';
import { LIMITS } from '@rtm/contracts';
import { NOTIFICATION_MIGRATIONS } from '../database/notification.migrations.js';
import { ALERT_CODE_ORDER, CRITICAL_RISK } from './alerts.sql.js';

const migration = NOTIFICATION_MIGRATIONS.find((m) => m.name === '0011-escalation-alert-pages-and-counts')!;

it("counts, indexes and pages the critical risks by the risk level's threshold", () => {
  expect(CRITICAL_RISK).toContain(`score >= ${LIMITS.riskLevelThresholds[2]} `);
  const critical = migration.up.filter((sql) => sql.includes('score >='));
  expect(critical).toHaveLength(3);
  for (const sql of critical) expect(sql).toContain(CRITICAL_RISK);
});

it('builds the pages on the expressions their indexes hold', () => {
  expect(migration.up.join('\n')).toContain(`(due_date, ${ALERT_CODE_ORDER('task_code')})`);
  expect(migration.up.join('\n')).toContain(`(score desc, ${ALERT_CODE_ORDER('code')})`);
});
