import { Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IsIn, IsOptional } from 'class-validator';
import { ATTACHMENT_MESSAGES, type Actor, type AttachmentContentType, type AttachmentView } from '@rtm/contracts';
import { AttachmentFieldsDto, AttachmentIdDto, RiskIdDto, TaskIdDto } from '@rtm/contracts/validation';
import { CurrentActor } from '../common/current-user.decorator.js';
import { GatewayValidationPipe } from '../common/validation.pipe.js';
import { AttachmentUploads } from './attachment-uploads.js';
import { AttachmentsClient, type AttachmentOwner } from './attachments.client.js';

/** Types a browser may show in place (images as thumbnails, PDFs in a tab of their own), still sandboxed. */
const INLINE_TYPES: readonly AttachmentContentType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];

class DownloadQueryDto {
  @IsOptional()
  @IsIn(['attachment', 'inline'], { message: 'disposition must be attachment or inline' })
  disposition?: 'attachment' | 'inline';
}

/** `filename*` of RFC 6266/5987 with an ASCII fallback, so any name (Arabic included) survives. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Evidence attachments (issue 28). Anyone signed in who may read the item lists and downloads; anyone who may comment
 * uploads; the services decide who deletes. Uploads are multipart, streamed into the attachments bucket (never held
 * whole) and recorded by the owning service with their event; downloads stream the object back with the stored type,
 * `Content-Disposition: attachment`, `nosniff` and a sandboxing CSP.
 */
@Controller('api')
export class AttachmentsController {
  constructor(
    @Inject(AttachmentsClient) private readonly attachments: AttachmentsClient,
    @Inject(AttachmentUploads) private readonly uploads: AttachmentUploads,
  ) {}

  @Get('risks/:id/attachments')
  riskAttachments(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<AttachmentView[]> {
    return this.attachments.list('risk', id, actor);
  }

  @Get('tasks/:id/attachments')
  taskAttachments(@Param() { id }: TaskIdDto, @CurrentActor() actor: Actor): Promise<AttachmentView[]> {
    return this.attachments.list('task', id, actor);
  }

  @Post('risks/:id/attachments')
  @HttpCode(201)
  attachToRisk(@Param() { id }: RiskIdDto, @Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentActor() actor: Actor) {
    return this.upload('risk', id, req, res, actor);
  }

  @Post('tasks/:id/attachments')
  @HttpCode(201)
  attachToTask(@Param() { id }: TaskIdDto, @Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentActor() actor: Actor) {
    return this.upload('task', id, req, res, actor);
  }

  @Get('attachments/:id/download')
  async download(
    @Param() { id }: AttachmentIdDto,
    @Query() query: DownloadQueryDto,
    @CurrentActor() actor: Actor,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.attachments.file(id, actor);
    const object = await this.uploads.bucket.get(file.object);
    if (!object) throw new NotFoundException(ATTACHMENT_MESSAGES.fileMissing);
    const kind = query.disposition === 'inline' && INLINE_TYPES.includes(file.contentType) ? 'inline' : 'attachment';
    res.status(200);
    res.setHeader('Content-Type', file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType);
    res.setHeader('Content-Length', String(object.info.size));
    res.setHeader('Content-Disposition', contentDisposition(kind, file.fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`);
    await pipeline(Readable.fromWeb(object.data as import('node:stream/web').ReadableStream<Uint8Array>), res).catch(() => res.destroy());
  }

  @Delete('attachments/:id')
  @HttpCode(204)
  async remove(@Param() { id }: AttachmentIdDto, @CurrentActor() actor: Actor): Promise<void> {
    await this.attachments.delete(id, actor);
  }

  /** The checks first (the item, room for a file), then the bytes, then the record; a refusal leaves nothing stored. */
  private async upload(owner: AttachmentOwner, id: string, req: Request, res: Response, actor: Actor): Promise<AttachmentView> {
    await this.attachments.prepare(owner, id, actor);
    const received = await this.uploads.receive(req, res, owner);
    try {
      const fields = (await new GatewayValidationPipe().transform(received.fields, {
        type: 'body',
        metatype: AttachmentFieldsDto,
      })) as AttachmentFieldsDto;
      return await this.attachments.create(
        owner,
        {
          ...(owner === 'risk' ? { riskId: id } : { taskId: id }),
          object: received.object,
          fileName: received.fileName,
          fileSize: received.size,
          contentType: received.contentType,
          sha256: received.sha256,
          validUntil: fields.validUntil ?? null,
          description: fields.description ?? null,
        },
        actor,
      );
    } catch (error) {
      void this.uploads.bucket.remove(received.object);
      throw error;
    }
  }
}
