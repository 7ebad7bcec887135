import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { sqlTextList } from '@rtm/backend/db';
import { RISK_SUMMARY_PROJECTION, untilKnown } from '@rtm/backend/projections';
import { consumerLag, type SqlReader } from '@rtm/backend/events';
import { IDENTITY_MESSAGES, OPEN_RISK_STATUSES } from '@rtm/contracts';
import { IdentitySchema } from '../common/identity-schema.js';
import type { IdentityConfig } from '../identity.config.js';

/** The durable that feeds risk_projection (EventConsumers names it `<service>-<projection name>`). */
const RISKS_DURABLE = `identity-${RISK_SUMMARY_PROJECTION.spec.name}`;

/**
 * Who owns open risks, from identity's projection of the risk service's risks (risk_projection, fed by risk_created,
 * risk_updated, risk_closed and risk_deleted): the users room asks it before a demotion or a deactivation, without a
 * request to the risk service. The projection trails the risk service by the events' delivery (milliseconds).
 */
@Injectable()
export class RiskOwnership {
  constructor(
    @Inject(IdentitySchema) private readonly schema: IdentitySchema,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** How many open risks the user owns (an index count: the partial index risk_projection_open_owner_idx). */
  async openRisksOwnedBy(em: SqlReader, userId: string): Promise<number> {
    const [row] = await em.execute<{ count: number }[]>(
      `select count(*)::int as count from ${this.schema.table('risk_projection')}
        where owner_id = ? and status in (${sqlTextList(OPEN_RISK_STATUSES)})`,
      [userId],
    );
    return Number(row.count);
  }

  /**
   * 409 while the user owns open risks: reassign them first. The projection trails the risk service by the events'
   * delivery, so an answer waits (up to RISK_OWNERSHIP_WAIT_MS) until identity's consumer has handled every risk event
   * published before it (a risk given to the user a moment ago), and a refusal until then also for a reassignment
   * on its way (the screen reassigns, then deactivates at once).
   */
  async assertOwnsNoOpenRisk(em: SqlReader, userId: string): Promise<void> {
    const { owned } = await untilKnown(
      async () => {
        const lag = await consumerLag(RISKS_DURABLE); // before the count: a lag of 0 covers what the count reads
        return { caughtUp: lag === 0, owned: await this.openRisksOwnedBy(em, userId) };
      },
      (answer) => answer.caughtUp && answer.owned === 0,
      this.config.RISK_OWNERSHIP_WAIT_MS,
    );
    if (owned > 0) throw new ConflictException(IDENTITY_MESSAGES.userHoldsWork);
  }
}
