import { Module, type LoggerService } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { ATTACHMENT_ROOM, AttachmentBucket, AttachmentRoom, attachmentJobProviders, attachmentsController } from '@rtm/backend/attachments';
import { EventStream, Transactions } from '@rtm/backend/events';
import { RISK_ATTACHMENT_SUBJECTS, RISK_MESSAGES, RiskDeleted } from '@rtm/contracts';
import { RiskCalendar } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { RiskSchema } from '../common/risk-schema.js';
import type { RiskConfig } from '../risk.config.js';

/**
 * Evidence attached to risks (issue 28): risk.attachments.* (list, the check before an upload, the record of a stored
 * upload with attachment_added, the file of a download, deletion with attachment_deleted), the deletion of a deleted
 * risk's files (durable risk-attachments on risk_deleted) and the nightly sweep of the bucket's `risk/` objects.
 */
@Module({
  controllers: [attachmentsController(RISK_ATTACHMENT_SUBJECTS, 'risk')],
  providers: [
    {
      provide: ATTACHMENT_ROOM,
      useFactory: (
        db: Transactions,
        stream: EventStream,
        config: RiskConfig,
        logger: LoggerService,
        schema: RiskSchema,
        clock: Clock,
        calendar: RiskCalendar,
      ) =>
        new AttachmentRoom({
          entity: 'risk',
          tables: { attachment: schema.table('risk_attachment'), item: schema.table('risk'), users: schema.table('user_projection') },
          codeColumn: 'risk_code',
          itemNotFound: RISK_MESSAGES.riskNotFound,
          db,
          bucket: new AttachmentBucket(stream.nc, config.NATS_PREFIX, logger),
          now: () => clock.now(),
          dayOf: (at) => calendar.dayOf(at),
        }),
      inject: [Transactions, EventStream, SERVICE_CONFIG, LOGGER, RiskSchema, Clock, RiskCalendar],
    },
    ...attachmentJobProviders(
      RiskDeleted,
      (data) => data.risk.id,
      (config: RiskConfig) => config.ATTACHMENT_SWEEP_INTERVAL_MS,
      SERVICE_CONFIG,
    ),
  ],
  exports: [ATTACHMENT_ROOM],
})
export class AttachmentsModule {}
