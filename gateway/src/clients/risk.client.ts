import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import {
  SUBJECTS,
  type Actor,
  type BulkUploadResultDto,
  type CreateCommentInput,
  type DepartmentRiskSummaryDto,
  type FileDto,
  type ListRisksInput,
  type Page,
  type RiskCommentView,
  type RiskDetailView,
  type RiskInput,
  type RiskMatrixCellDto,
  type RiskTypeDto,
  type RiskView,
  type UpdateRiskInput,
} from '@rtm/contracts';

const S = SUBJECTS.risk;

/** One NATS message carries 1 MB: uploads above this many base64 characters go in chunks. */
export const INLINE_UPLOAD_CHARS = 700_000;
/** Base64 characters per chunk (a multiple of 4, so each chunk decodes on its own): 512 KiB of file. */
export const UPLOAD_CHUNK_CHARS = 699_052;
const IMPORT_TIMEOUT_MS = 120_000;
const TEMPLATE_TIMEOUT_MS = 30_000;

/** Requests to the risk service, typed by subject (RiskRpc). Its reads answer complete views: nothing to compose here. */
@Injectable()
export class RiskClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  list(query: ListRisksInput, actor: Actor): Promise<Page<RiskView>> {
    return this.rpc.call(S.risksList, query, actor);
  }

  matrix(query: ListRisksInput, actor: Actor): Promise<RiskMatrixCellDto[]> {
    return this.rpc.call(S.risksMatrix, query, actor);
  }

  get(id: string, actor: Actor): Promise<RiskDetailView> {
    return this.rpc.call(S.risksGet, { id }, actor);
  }

  create(input: RiskInput, actor: Actor): Promise<RiskView> {
    return this.rpc.call(S.risksCreate, input, actor);
  }

  update(id: string, input: UpdateRiskInput, actor: Actor): Promise<RiskView> {
    return this.rpc.call(S.risksUpdate, { ...input, id }, actor);
  }

  remove(id: string, actor: Actor): Promise<{ id: string; riskId: string }> {
    return this.rpc.call(S.risksDelete, { id }, actor);
  }

  summaryByDepartment(actor: Actor): Promise<DepartmentRiskSummaryDto[]> {
    return this.rpc.call(S.summaryByDepartment, {}, actor);
  }

  types(actor: Actor): Promise<RiskTypeDto[]> {
    return this.rpc.call(S.typesList, {}, actor);
  }

  comments(riskId: string, actor: Actor): Promise<RiskCommentView[]> {
    return this.rpc.call(S.commentsList, { riskId }, actor);
  }

  addComment(input: CreateCommentInput, actor: Actor): Promise<RiskCommentView> {
    return this.rpc.call(S.commentsCreate, input, actor);
  }

  template(actor: Actor): Promise<FileDto> {
    return this.rpc.call(S.templateXlsx, {}, actor, TEMPLATE_TIMEOUT_MS);
  }

  /**
   * Sends the spreadsheet (base64) to the risk service: in one message when it fits, otherwise in
   * chunks of whole base64 quads, then the import of the assembled file.
   */
  async importSpreadsheet(base64: string, actor: Actor, uploadId: string): Promise<BulkUploadResultDto> {
    if (base64.length <= INLINE_UPLOAD_CHARS) {
      return this.rpc.call(S.importXlsx, { fileData: base64 }, actor, IMPORT_TIMEOUT_MS);
    }
    const chunks = Math.ceil(base64.length / UPLOAD_CHUNK_CHARS);
    for (let index = 0; index < chunks; index++) {
      const data = base64.slice(index * UPLOAD_CHUNK_CHARS, (index + 1) * UPLOAD_CHUNK_CHARS);
      await this.rpc.call(S.importChunk, { uploadId, index, data }, actor);
    }
    return this.rpc.call(S.importXlsx, { uploadId, chunks }, actor, IMPORT_TIMEOUT_MS);
  }
}
