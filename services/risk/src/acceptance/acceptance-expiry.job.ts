import { Inject, Injectable, type LoggerService, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER } from '@rtm/backend/app';
import { AcceptanceService } from './acceptance.service.js';

/** How often the expiry job looks for acceptances past their last day (and once at start). */
export const ACCEPTANCE_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Expires acceptances past their last day (issue 25), once at start and every minute, 100 risks per round until none
 * is due. Each expiry is its own transaction under the risk's lock and checks the acceptance again, so two instances
 * running at once expire each acceptance once; its events reach the notification service through the outbox even
 * while that service is down.
 */
@Injectable()
export class AcceptanceExpiryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(AcceptanceService) private readonly acceptance: AcceptanceService,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.tick(), ACCEPTANCE_EXPIRY_INTERVAL_MS);
    this.tick();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: every due acceptance, 100 at a time. */
  async run(): Promise<void> {
    while ((await this.acceptance.expireDue(100)) === 100);
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.error(`Acceptance expiry failed: ${String(error)}`, undefined, AcceptanceExpiryJob.name))
      .finally(() => (this.running = null));
  }
}
