import { Inject, Injectable, ServiceUnavailableException, type LoggerService, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { REPORT_MESSAGES } from '@rtm/contracts';
import { chromium, type Browser } from 'playwright-core';
import type { NotificationConfig } from '../notification.config.js';

/** Pages printed at once; further packs wait their turn (each page holds its document in the browser's memory). */
const CONCURRENT_PAGES = 2;

/**
 * Prints HTML to PDF with headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH), one browser kept for the
 * service's life, launched at the first pack and again after a crash, a page of its own per pack (a fresh context:
 * nothing of one pack is seen by the next). The documents need nothing from the network: JavaScript is off and every
 * request of a page is refused.
 */
@Injectable()
export class PdfRenderer implements OnModuleDestroy {
  private browser?: Promise<Browser>;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  async render(html: string, options: { header: string; footer: string; landscape: boolean }): Promise<Buffer> {
    await this.turn();
    try {
      const browser = await this.launch();
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({
          format: 'A4',
          landscape: options.landscape,
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: options.header,
          footerTemplate: options.footer,
          margin: { top: '22mm', bottom: '18mm', left: '12mm', right: '12mm' },
        });
      } finally {
        await context.close().catch(() => undefined);
      }
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running >= CONCURRENT_PAGES) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }

  private launch(): Promise<Browser> {
    this.browser ??= chromium
      .launch({ executablePath: this.config.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage'] })
      .then((browser) => {
        browser.on('disconnected', () => {
          this.browser = undefined;
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = undefined;
        this.logger.error(`Chromium did not start (${this.config.CHROMIUM_PATH}): ${(error as Error).message}`, PdfRenderer.name);
        throw new ServiceUnavailableException(REPORT_MESSAGES.rendererUnavailable);
      });
    return this.browser;
  }

  async onModuleDestroy(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }
}
