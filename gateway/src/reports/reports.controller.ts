import { ForbiddenException, Controller, Get, Inject, Query, Res, type LoggerService } from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Response } from 'express';
import { UploadsBucket } from '@rtm/backend/nats';
import { DEFAULT_LANGUAGE, REPORT_MESSAGES, RISK_STATS_ROLES, type Actor, type RenderReportInput } from '@rtm/contracts';
import { DepartmentReportQueryDto, RegisterReportQueryDto, ReportQueryDto } from '@rtm/contracts/validation';
import { NotificationClient } from '../clients/notification.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';
import { GATEWAY_CONFIG, LOGGER, NATS_CONNECTION } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { contentDisposition } from '../attachments/attachments.controller.js';

/**
 * Committee packs (issue 29): GET /api/reports/{executive,department,register}.pdf for executives, managers (their
 * department's pack and the register) and system admins. One request to the notification service, which makes the PDF
 * and leaves it in the uploads bucket; the gateway streams that object to the client and deletes it.
 */
@Controller('api/reports')
@Roles(...RISK_STATS_ROLES)
export class ReportsController {
  private readonly bucket: UploadsBucket;

  constructor(
    @Inject(NotificationClient) private readonly notifications: NotificationClient,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) logger: LoggerService,
  ) {
    this.bucket = new UploadsBucket(nc, config.NATS_PREFIX, logger);
  }

  @Get('executive.pdf')
  async executive(@Query() query: ReportQueryDto, @CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    if (actor.role === 'manager') throw new ForbiddenException(REPORT_MESSAGES.executiveOnly);
    await this.send(res, actor, { pack: 'executive', language: query.language ?? DEFAULT_LANGUAGE, asOf: query.asOf });
  }

  @Get('department.pdf')
  async department(@Query() query: DepartmentReportQueryDto, @CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    await this.send(res, actor, {
      pack: 'department',
      language: query.language ?? DEFAULT_LANGUAGE,
      asOf: query.asOf,
      departmentId: query.departmentId,
    });
  }

  /** The risk list's filters and order (paging ignored: the pack holds up to REPORT_MAX_ROWS rows). */
  @Get('register.pdf')
  async register(@Query() query: RegisterReportQueryDto, @CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    const { language, asOf, limit: _limit, offset: _offset, ...filters } = query;
    await this.send(res, actor, { pack: 'register', language: language ?? DEFAULT_LANGUAGE, asOf, filters });
  }

  private async send(res: Response, actor: Actor, input: RenderReportInput): Promise<void> {
    const file = await this.notifications.renderReport(input, actor);
    try {
      const store = await this.bucket.store();
      const object = await store.get(file.object);
      if (!object) throw new Error(`report object ${file.object} is missing`);
      res.status(200);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Length', String(object.info.size));
      res.setHeader('Content-Disposition', contentDisposition('attachment', file.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      await pipeline(Readable.fromWeb(object.data as import('node:stream/web').ReadableStream<Uint8Array>), res).catch(() => res.destroy());
    } finally {
      void this.bucket.remove(file.object);
    }
  }
}
