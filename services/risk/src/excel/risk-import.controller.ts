import { BadRequestException, Controller, Inject, PayloadTooLargeException } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { RISK_MESSAGES, SUBJECTS, type Actor, type RiskImportChunkInput, type RiskImportInput, type RpcResponse } from '@rtm/contracts';
import type { RiskConfig } from '../risk.config.js';
import { ImportUploadStore, decodeBase64 } from './import-upload.store.js';
import { RiskImportService } from './risk-import.service.js';
import { RiskTemplateService } from './risk-template.service.js';

const S = SUBJECTS.risk;

/** A file inline (`fileData`, base64, up to what one NATS message carries) or a chunked upload's id. */
class ImportRequest implements RiskImportInput {
  @ValidateIf((o: ImportRequest) => !o.uploadId)
  @IsString({ message: RISK_MESSAGES.fileDataRequired })
  fileData?: string;

  @IsOptional()
  @IsUUID('all')
  uploadId?: string;

  @ValidateIf((o: ImportRequest) => !!o.uploadId)
  @IsInt()
  @Min(1)
  @Max(64)
  chunks?: number;
}

class ChunkRequest implements RiskImportChunkInput {
  @IsUUID('all')
  uploadId!: string;

  @IsInt()
  @Min(0)
  @Max(63)
  index!: number;

  @IsString()
  @MaxLength(1_000_000)
  data!: string;
}

@Controller()
export class RiskImportController {
  constructor(
    @Inject(RiskImportService) private readonly imports: RiskImportService,
    @Inject(RiskTemplateService) private readonly templates: RiskTemplateService,
    @Inject(ImportUploadStore) private readonly uploads: ImportUploadStore,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
  ) {}

  @MessagePattern(S.templateXlsx)
  template(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.templateXlsx>> {
    return this.templates.template(actor);
  }

  @MessagePattern(S.importChunk)
  chunk(@RpcActor() actor: Actor | null, @RpcData() data: ChunkRequest): Promise<RpcResponse<typeof S.importChunk>> {
    return this.uploads.putChunk(actor, data.uploadId, data.index, data.data);
  }

  @MessagePattern(S.importXlsx)
  async import(@RpcActor() actor: Actor | null, @RpcData() data: ImportRequest): Promise<RpcResponse<typeof S.importXlsx>> {
    let file: Buffer;
    if (data.uploadId) {
      file = await this.uploads.take(actor, data.uploadId, data.chunks ?? 0);
    } else {
      if (!data.fileData) throw new BadRequestException(RISK_MESSAGES.fileDataRequired);
      // Base64 is 4/3 of the bytes: refuse an oversized file before decoding it.
      if (data.fileData.length > Math.ceil(this.config.IMPORT_MAX_BYTES / 3) * 4 + 200) {
        throw new PayloadTooLargeException(RISK_MESSAGES.fileTooLarge);
      }
      file = decodeBase64(data.fileData);
    }
    if (file.length === 0) throw new BadRequestException(RISK_MESSAGES.fileDataRequired);
    return this.imports.import(actor, file);
  }
}
