import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { SqlReader } from '@rtm/backend/events';
import { ATTACHMENT_MESSAGES, type AttachmentEvidenceOf } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { dayLiteral } from '../risks/review-due.sql.js';

/**
 * The risk's files given as evidence of its reviews and acceptances (issue 28), below the rooms that use it: reviews and
 * acceptance check and lock the ids they record; the attachments room asks what holds a file before deleting it and
 * marks held files in its list.
 */
@Injectable()
export class EvidenceRepository {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  /**
   * The ids given (each once, in their order), checked to be files of the risk and locked (FOR SHARE) until commit: a
   * deletion of one of them waits for this transaction, then finds it held. 400 when one is not the risk's file.
   */
  async checked(em: SqlReader, riskId: string, ids: readonly string[] | undefined): Promise<string[]> {
    const wanted = [...new Set(ids ?? [])];
    if (wanted.length === 0) return [];
    const rows = await em.execute<{ id: string }[]>(
      `select id from ${this.schema.table('risk_attachment')} where risk_id = ? and id in (?) for share`,
      [riskId, wanted],
    );
    if (rows.length !== wanted.length) throw new BadRequestException(ATTACHMENT_MESSAGES.evidenceNotAttached);
    return wanted;
  }

  /**
   * What holds the attachment `a` (an alias of risk_attachment) as evidence on `today` (YYYY-MM-DD): a recorded review
   * (for good), else a standing acceptance (pending or unapproved, or approved and not past its last day); null if none.
   */
  evidenceOfSql(a: string, today: string): string {
    return `(case when exists (select 1 from ${this.schema.table('risk_review')} rv
                                where rv.risk_id = ${a}.risk_id and ${a}.id = any (rv.evidence_ids)) then 'review'
                  when exists (select 1 from ${this.schema.table('risk_acceptance')} ra
                                where ra.risk_id = ${a}.risk_id and ${a}.id = any (ra.evidence_ids)
                                  and (ra.status in ('pending', 'unapproved') or (ra.status = 'approved' and ra.expires_on >= ${dayLiteral(today)})))
                  then 'acceptance' end)`;
  }

  /** The message of a refused deletion of a held file. */
  static heldMessage(held: AttachmentEvidenceOf): string {
    return held === 'review' ? ATTACHMENT_MESSAGES.heldByReview : ATTACHMENT_MESSAGES.heldByAcceptance;
  }
}
