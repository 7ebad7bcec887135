import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { IntervalJob, LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import type { RiskConfig } from '../risk.config.js';
import { AcceptanceService } from './acceptance.service.js';

/**
 * Expires acceptances past their last day (issue 25), once at start and every ACCEPTANCE_EXPIRY_INTERVAL_MS, 100 risks
 * per round until none is due. Each expiry is its own transaction under the risk's lock and checks the acceptance
 * again, so two instances running at once expire each acceptance once; its events reach the notification service
 * through the outbox even while that service is down.
 */
@Injectable()
export class AcceptanceExpiryJob extends IntervalJob {
  protected readonly intervalMs: number;

  constructor(
    @Inject(AcceptanceService) private readonly acceptance: AcceptanceService,
    @Inject(LOGGER) protected readonly logger: LoggerService,
    @Inject(SERVICE_CONFIG) config: RiskConfig,
  ) {
    super();
    this.intervalMs = config.ACCEPTANCE_EXPIRY_INTERVAL_MS;
  }

  /** One round: every due acceptance, 100 at a time. */
  async run(): Promise<void> {
    while ((await this.acceptance.expireDue(100)) === 100);
  }
}
