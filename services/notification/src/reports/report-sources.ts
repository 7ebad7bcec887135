import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { natsEventsUrl, RpcClient } from '@rtm/backend/nats';
import {
  REPORT_SUBJECTS,
  type Actor,
  type RiskReportData,
  type RiskReportDataInput,
  type TaskReportData,
  type TaskReportDataInput,
} from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';

/**
 * The notification service's requests for a pack's data (issue 29): one to the risk service, one to the task service,
 * signed for the actor the pack is made for (the gateway's user, or the schedule's system admin) with the same
 * ACTOR_SIGNING_KEY as the gateway, so each service checks its own rules. Sent on a connection as the service's events
 * user (deploy/nats/authorization.conf lets it publish these two subjects), opened at the first pack.
 */
@Injectable()
export class ReportSources implements OnModuleDestroy {
  private client?: Promise<RpcClient>;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationConfig) {}

  async risk(input: RiskReportDataInput, actor: Actor): Promise<RiskReportData> {
    return (await this.rpc()).call(REPORT_SUBJECTS.riskData, input, actor, this.config.REPORT_DATA_TIMEOUT_MS);
  }

  async tasks(input: TaskReportDataInput, actor: Actor): Promise<TaskReportData> {
    return (await this.rpc()).call(REPORT_SUBJECTS.taskData, input, actor, this.config.REPORT_DATA_TIMEOUT_MS);
  }

  private rpc(): Promise<RpcClient> {
    this.client ??= (async () => {
      const client = new RpcClient({
        url: natsEventsUrl(this.config.NATS_URL, 'notification'),
        prefix: this.config.NATS_PREFIX,
        name: 'notification-reports',
        actorKey: this.config.ACTOR_SIGNING_KEY,
      });
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }

  async onModuleDestroy(): Promise<void> {
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.close();
  }
}
