import { Inject, Injectable } from '@nestjs/common';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { SchemaTables } from '@rtm/backend/db';
import { Transactions, type SqlReader } from '@rtm/backend/events';
import type { Actor, ReportSettingsDto } from '@rtm/contracts';
import { settingsChangedEvent } from '../common/settings-changes.js';
import type { NotificationConfig } from '../notification.config.js';

const FIELDS = ['organisationName'] as const;

/**
 * The committee packs' settings (issue 29): the organisation's name on every page. One row (report_setting); until a
 * system admin saves one, REPORT_ORGANISATION_NAME. A save is a settings_changed event (setting report_settings) in the
 * same transaction, like the other settings.
 */
@Injectable()
export class ReportSettingsService {
  private readonly table: string;

  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.table = new SchemaTables(config.NOTIFICATION_SCHEMA).table('report_setting');
  }

  async get(actor: Actor | null): Promise<ReportSettingsDto> {
    requireRole(actor, 'system_admin');
    return this.current(this.db.sql());
  }

  async replace(actor: Actor | null, input: ReportSettingsDto): Promise<ReportSettingsDto> {
    const who = requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      const before = await this.current(tx, true);
      await tx.execute(
        `insert into ${this.table} (id, organisation_name, updated_by, updated_at) values (1, ?, ?, now())
         on conflict (id) do update set organisation_name = excluded.organisation_name, updated_by = excluded.updated_by,
                                        updated_at = excluded.updated_at`,
        [input.organisationName, who.id],
      );
      const after = { organisationName: input.organisationName };
      const event = settingsChangedEvent(who, {
        setting: 'report_settings',
        name: null,
        change: 'updated',
        entityId: 'report_settings',
        before: { ...before },
        after,
        fields: FIELDS,
      });
      if (event) emit(event);
      return after;
    });
  }

  /** The settings as the packs print them. */
  async current(em: SqlReader = this.db.sql(), forUpdate = false): Promise<ReportSettingsDto> {
    const [row] = await em.execute<{ organisation_name: string }[]>(
      `select organisation_name from ${this.table} where id = 1${forUpdate ? ' for update' : ''}`,
    );
    return { organisationName: row?.organisation_name ?? this.config.REPORT_ORGANISATION_NAME };
  }
}
