import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import {
  SUBJECTS,
  type Actor,
  type BulkUploadResultDto,
  type CreateCommentInput,
  type DepartmentRiskCounts,
  type FileDto,
  type LinkedTaskDto,
  type ListRisksInput,
  type Page,
  type RiskCommentDto,
  type RiskDetailDto,
  type RiskDto,
  type RiskInput,
  type RiskMatrixCellDto,
  type RiskTypeDto,
  type RiskTemplateInput,
  type Language,
  type UpdateRiskInput,
} from '@rtm/contracts';

const S = SUBJECTS.risk;

/** One NATS message carries 1 MB: uploads above this many base64 characters go in chunks. */
export const INLINE_UPLOAD_CHARS = 700_000;
/** Base64 characters per chunk (a multiple of 4, so each chunk decodes on its own): 512 KiB of file. */
export const UPLOAD_CHUNK_CHARS = 699_052;
const IMPORT_TIMEOUT_MS = 120_000;
const TEMPLATE_TIMEOUT_MS = 30_000;
const LINKED_TASKS_TIMEOUT_MS = 3_000;

/** Typed requests to the risk service (and the task service's tasks of a risk). */
@Injectable()
export class RiskClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  list(query: ListRisksInput, actor: Actor): Promise<Page<RiskDto>> {
    return this.rpc.send(S.risksList, query, actor);
  }

  matrix(query: ListRisksInput, actor: Actor): Promise<RiskMatrixCellDto[]> {
    return this.rpc.send(S.risksMatrix, query, actor);
  }

  get(id: string, actor: Actor): Promise<RiskDetailDto> {
    return this.rpc.send(S.risksGet, { id }, actor);
  }

  byIds(ids: string[], actor: Actor): Promise<RiskDto[]> {
    return this.rpc.send(S.risksByIds, { ids }, actor);
  }

  create(input: RiskInput, actor: Actor): Promise<RiskDto> {
    return this.rpc.send(S.risksCreate, input, actor);
  }

  update(id: string, input: UpdateRiskInput, actor: Actor): Promise<RiskDto> {
    return this.rpc.send(S.risksUpdate, { ...input, id }, actor);
  }

  remove(id: string, actor: Actor): Promise<{ id: string; riskId: string }> {
    return this.rpc.send(S.risksDelete, { id }, actor);
  }

  summaryByDepartment(actor: Actor): Promise<DepartmentRiskCounts[]> {
    return this.rpc.send(S.summaryByDepartment, {}, actor);
  }

  types(actor: Actor): Promise<RiskTypeDto[]> {
    return this.rpc.send(S.typesList, {}, actor);
  }

  comments(riskId: string, actor: Actor): Promise<RiskCommentDto[]> {
    return this.rpc.send(S.commentsList, { riskId }, actor);
  }

  addComment(input: CreateCommentInput, actor: Actor): Promise<RiskCommentDto> {
    return this.rpc.send(S.commentsCreate, input, actor);
  }

  template(actor: Actor, language: Language): Promise<FileDto> {
    return this.rpc.send(S.templateXlsx, { language } satisfies RiskTemplateInput, actor, TEMPLATE_TIMEOUT_MS);
  }

  /**
   * Sends the spreadsheet (base64) to the risk service: in one message when it fits, otherwise in
   * chunks of whole base64 quads, then the import of the assembled file.
   */
  async importSpreadsheet(base64: string, actor: Actor, uploadId: string): Promise<BulkUploadResultDto> {
    if (base64.length <= INLINE_UPLOAD_CHARS) {
      return this.rpc.send(S.importXlsx, { fileData: base64 }, actor, IMPORT_TIMEOUT_MS);
    }
    const chunks = Math.ceil(base64.length / UPLOAD_CHUNK_CHARS);
    for (let index = 0; index < chunks; index++) {
      const data = base64.slice(index * UPLOAD_CHUNK_CHARS, (index + 1) * UPLOAD_CHUNK_CHARS);
      await this.rpc.send(S.importChunk, { uploadId, index, data }, actor);
    }
    return this.rpc.send(S.importXlsx, { uploadId, chunks }, actor, IMPORT_TIMEOUT_MS);
  }

  /** Tasks linked to a risk, from the task service. */
  linkedTasks(riskId: string, actor: Actor): Promise<LinkedTaskDto[]> {
    return this.rpc.send(SUBJECTS.task.tasksByRisk, { riskId }, actor, LINKED_TASKS_TIMEOUT_MS);
  }

  /** A task comment, handled by the task service (POST /api/comments serves both). */
  addTaskComment(input: CreateCommentInput, actor: Actor): Promise<{ id: string; authorId: string } & Record<string, unknown>> {
    return this.rpc.send(TASK_COMMENTS_CREATE, input, actor);
  }
}

/** The task service's subject for new task comments (ARCHITECTURE.md: task.comments.*). */
export const TASK_COMMENTS_CREATE: string = (SUBJECTS as { task: Record<string, string> }).task.commentsCreate ?? 'task.comments.create';
