import { BadRequestException, Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { requireRole } from '@rtm/backend/app';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { BulkEditJobDto } from '@rtm/contracts/validation';
import {
  LANGUAGE_MESSAGES,
  IMPORT_FORMATS,
  LANGUAGES,
  RISK_MESSAGES,
  type ImportFormat,
  type RiskImportOptions,
  SUBJECTS,
  type Actor,
  type Language,
  type RiskImportInput,
  type RiskTemplateInput,
  type RpcResponse,
} from '@rtm/contracts';
import { ImportObjects } from './import-objects.js';
import { RiskImportJobs } from './risk-import-jobs.js';
import { RiskImportService } from './risk-import.service.js';
import { RiskTemplateService } from './risk-template.service.js';

const S = SUBJECTS.risk;

/** The template's language (English when absent). */
class TemplateRequest implements RiskTemplateInput {
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGES.invalid })
  language?: Language;
}

/** An object of the uploads bucket (what the gateway sends), or a small file inline (base64, one NATS message). */
class ImportRequest implements RiskImportInput, RiskImportOptions {
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @IsOptional()
  @IsArray()
  @IsIn(IMPORT_FORMATS, { each: true })
  formats?: ImportFormat[];

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { message: RISK_MESSAGES.uploadExpired })
  object?: string;

  @ValidateIf((o: ImportRequest) => !o.object)
  @IsString({ message: RISK_MESSAGES.fileDataRequired })
  @MaxLength(1_000_000, { message: RISK_MESSAGES.fileTooLarge })
  fileData?: string;
}

@Controller()
export class RiskImportController {
  constructor(
    @Inject(RiskImportService) private readonly imports: RiskImportService,
    @Inject(RiskTemplateService) private readonly templates: RiskTemplateService,
    @Inject(ImportObjects) private readonly uploads: ImportObjects,
    @Inject(RiskImportJobs) private readonly jobs: RiskImportJobs,
  ) {}

  @MessagePattern(S.templateXlsx)
  template(@RpcActor() actor: Actor | null, @RpcData() data: TemplateRequest): Promise<RpcResponse<typeof S.templateXlsx>> {
    return this.templates.template(actor, data?.language);
  }

  /** An import's job of updates, as its uploader or a system admin follows it. */
  @MessagePattern(S.importJob)
  importJob(@RpcActor() actor: Actor | null, @RpcData() data: BulkEditJobDto): Promise<RpcResponse<typeof S.importJob>> {
    return this.jobs.follow(requireRole(actor), data.jobId);
  }

  @MessagePattern(S.importXlsx)
  async import(@RpcActor() actor: Actor | null, @RpcData() data: ImportRequest): Promise<RpcResponse<typeof S.importXlsx>> {
    requireRole(actor);
    const file = data.object ? await this.uploads.take(data.object) : decodeBase64(data.fileData ?? '');
    if (file.length === 0) throw new BadRequestException(RISK_MESSAGES.fileDataRequired);
    return this.imports.import(actor, file, { dryRun: data.dryRun, formats: data.formats });
  }
}

/** Strict base64 (a data: URL prefix is allowed): anything else is refused rather than half-decoded. */
export function decodeBase64(value: string): Buffer {
  const body = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) throw new BadRequestException(RISK_MESSAGES.fileDataInvalid);
  return Buffer.from(body, 'base64');
}
