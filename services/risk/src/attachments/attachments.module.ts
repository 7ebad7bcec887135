import { Module, type LoggerService } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { ATTACHMENT_ROOM, AttachmentBucket, AttachmentRoom, attachmentJobProviders, attachmentsController } from '@rtm/backend/attachments';
import { EventStream, Transactions } from '@rtm/backend/events';
import { RISK_ATTACHMENT_SUBJECTS, RISK_MESSAGES, RiskDeleted, type Actor, type AttachmentDto } from '@rtm/contracts';
import { RiskCalendar } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { RiskSchema } from '../common/risk-schema.js';
import { EvidenceRecordsModule } from '../evidence/evidence-records.module.js';
import { EvidenceRepository } from '../evidence/evidence.repository.js';
import { RiskRecordsModule } from '../risks/risk-records.module.js';
import { RiskRepository } from '../risks/risk.repository.js';
import type { RiskConfig } from '../risk.config.js';

/**
 * Evidence attached to risks (issue 28): risk.attachments.* (list, the check before an upload, the record of a stored
 * upload with attachment_added, the file of a download, deletion with attachment_deleted, each an entry of the risk's
 * history; a file held as evidence of a review or a standing acceptance is not deleted), the deletion of a deleted risk's files (durable risk-attachments on risk_deleted) and the nightly sweep of the bucket's `risk/` objects.
 */
@Module({
  imports: [RiskRecordsModule, EvidenceRecordsModule],
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
        risks: RiskRepository,
        evidence: EvidenceRepository,
      ) => {
        const recordIn =
          (action: 'attachment_added' | 'attachment_deleted') => (tx: EntityManager, actor: Actor, file: AttachmentDto, at: Date) =>
            risks.recordAttachment(tx, file.riskId as string, {
              action,
              fileName: file.fileName,
              changedBy: actor.id,
              changedAt: at.toISOString(),
            });
        return new AttachmentRoom({
          entity: 'risk',
          tables: { attachment: schema.table('risk_attachment'), item: schema.table('risk'), users: schema.table('user_projection') },
          codeColumn: 'risk_code',
          itemNotFound: RISK_MESSAGES.riskNotFound,
          db,
          bucket: new AttachmentBucket(stream.nc, config.NATS_PREFIX, logger),
          now: () => clock.now(),
          dayOf: (at) => calendar.dayOf(at),
          recordAdded: recordIn('attachment_added'),
          recordDeleted: recordIn('attachment_deleted'),
          // The acceptance's last day is judged by the UTC day, as its expiry job does.
          evidenceOf: (a) => evidence.evidenceOfSql(a, clock.now().toISOString().slice(0, 10)),
          heldMessage: EvidenceRepository.heldMessage,
        });
      },
      inject: [Transactions, EventStream, SERVICE_CONFIG, LOGGER, RiskSchema, Clock, RiskCalendar, RiskRepository, EvidenceRepository],
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
