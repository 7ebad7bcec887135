import type { LoggerService, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * A job a service runs once at start and then every `intervalMs`, one round at a time (a round still running when the
 * next is due is not doubled); a failed round is logged and the next one tries again. Shutdown waits for the running
 * round. Subclasses give the round (`run`), the interval and the logger.
 */
export abstract class IntervalJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  protected abstract readonly intervalMs: number;
  protected abstract readonly logger: LoggerService;

  /** One round of the job. */
  abstract run(): Promise<unknown>;

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.tick();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.error(`${this.constructor.name} failed: ${String(error)}`, undefined, this.constructor.name))
      .finally(() => (this.running = null));
  }
}
