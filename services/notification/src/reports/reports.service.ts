import { randomUUID } from 'node:crypto';
import { BadRequestException, ForbiddenException, Inject, Injectable, type LoggerService } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, requireRole } from '@rtm/backend/app';
import { calendarDayIn } from '@rtm/backend/config';
import { EventStream } from '@rtm/backend/events';
import { UploadsBucket } from '@rtm/backend/nats';
import { REPORT_MESSAGES, RISK_STATS_ROLES, type Actor, type RenderReportInput, type ReportFileDto } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { pageTemplates, reportDocument, reportTitle, type ReportMeta } from './report-html.js';
import { PdfRenderer } from './pdf-renderer.js';
import { ReportSources } from './report-sources.js';
import { ReportSettingsService } from './report-settings.service.js';

/** executive-pack-2026-11-28-en.pdf, department-3-pack-..., risk-register-... */
export function reportFileName(input: Pick<RenderReportInput, 'pack' | 'language' | 'departmentId'>, asOf: string): string {
  const stem =
    input.pack === 'register' ? 'risk-register' : input.pack === 'department' ? `department-${input.departmentId}-pack` : 'executive-pack';
  return `${stem}-${asOf}-${input.language}.pdf`;
}

/**
 * Makes a committee pack (issue 29): the risk service's data, then (executive and department packs) the task
 * service's, one request each; the HTML; Chromium's PDF; the PDF into the uploads bucket (its time to live removes
 * what nobody fetched), answered by its object's name for the gateway to stream and delete.
 */
@Injectable()
export class ReportsService {
  private readonly bucket: UploadsBucket;

  constructor(
    @Inject(ReportSources) private readonly sources: ReportSources,
    @Inject(PdfRenderer) private readonly renderer: PdfRenderer,
    @Inject(ReportSettingsService) private readonly settings: ReportSettingsService,
    @Inject(EventStream) stream: EventStream,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
    @Inject(LOGGER) logger: LoggerService,
  ) {
    this.bucket = new UploadsBucket(stream.nc, config.NATS_PREFIX, logger);
  }

  /** The PDF's bytes (the mailed packs attach them; render() stores them). */
  async pdf(actor: Actor | null, input: RenderReportInput): Promise<{ pdf: Buffer; fileName: string; asOf: string; title: string }> {
    const who = requireRole(actor, ...RISK_STATS_ROLES);
    if (input.pack === 'executive' && who.role === 'manager') throw new ForbiddenException(REPORT_MESSAGES.executiveOnly);
    const today = calendarDayIn(this.config.MAIL_TIME_ZONE, new Date());
    const asOf = input.asOf ?? today;
    if (asOf > today) throw new BadRequestException(REPORT_MESSAGES.asOfFuture);
    const risk = await this.sources.risk({ pack: input.pack, asOf, departmentId: input.departmentId, filters: input.filters }, who);
    const tasks = input.pack === 'register' ? null : await this.sources.tasks({ asOf: risk.asOf, departmentId: risk.department?.id }, who);
    const meta: ReportMeta = {
      pack: input.pack,
      language: input.language,
      asOf,
      organisation: (await this.settings.current()).organisationName,
    };
    const title = reportTitle(meta, risk.department?.name ?? String(risk.department?.id ?? ''));
    const { header, footer } = pageTemplates(meta, title);
    const pdf = await this.renderer.render(reportDocument(meta, risk, tasks), { header, footer, landscape: input.pack === 'register' });
    return { pdf, fileName: reportFileName(input, asOf), asOf, title };
  }

  async render(actor: Actor | null, input: RenderReportInput): Promise<ReportFileDto> {
    const { pdf, fileName } = await this.pdf(actor, input);
    const object = `report-${randomUUID()}.pdf`;
    const store = await this.bucket.store();
    await store.putBlob({ name: object }, pdf);
    return { object, fileName, size: pdf.length };
  }
}
