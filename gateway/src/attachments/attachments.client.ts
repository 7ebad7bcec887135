import { HttpException, Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@rtm/backend/nats';
import {
  RISK_ATTACHMENT_SUBJECTS,
  TASK_ATTACHMENT_SUBJECTS,
  type Actor,
  type AttachmentDeletedDto,
  type AttachmentFileDto,
  type AttachmentView,
  type CreateAttachmentInput,
} from '@rtm/contracts';

export type AttachmentOwner = 'risk' | 'task';

const SUBJECTS = { risk: RISK_ATTACHMENT_SUBJECTS, task: TASK_ATTACHMENT_SUBJECTS } as const;

const item = (owner: AttachmentOwner, id: string) => (owner === 'risk' ? { riskId: id } : { taskId: id });

const isNotFound = (error: unknown) => error instanceof HttpException && error.getStatus() === 404;

/**
 * Requests to the attachments rooms of the risk and task services, typed by subject. An attachment's id does not say
 * which service holds it: /api/attachments/{id} asks the risk service, then the task service when it answers 404.
 */
@Injectable()
export class AttachmentsClient {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  list(owner: AttachmentOwner, id: string, actor: Actor): Promise<AttachmentView[]> {
    return owner === 'risk'
      ? this.rpc.call(SUBJECTS.risk.list, item(owner, id), actor)
      : this.rpc.call(SUBJECTS.task.list, item(owner, id), actor);
  }

  async prepare(owner: AttachmentOwner, id: string, actor: Actor): Promise<void> {
    if (owner === 'risk') await this.rpc.call(SUBJECTS.risk.prepare, item(owner, id), actor);
    else await this.rpc.call(SUBJECTS.task.prepare, item(owner, id), actor);
  }

  create(owner: AttachmentOwner, input: CreateAttachmentInput, actor: Actor): Promise<AttachmentView> {
    return owner === 'risk' ? this.rpc.call(SUBJECTS.risk.create, input, actor) : this.rpc.call(SUBJECTS.task.create, input, actor);
  }

  /** Where a file's bytes are, from whichever service holds it. */
  async file(id: string, actor: Actor): Promise<AttachmentFileDto> {
    try {
      return await this.rpc.call(SUBJECTS.risk.file, { id }, actor);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return this.rpc.call(SUBJECTS.task.file, { id }, actor);
    }
  }

  async delete(id: string, actor: Actor): Promise<AttachmentDeletedDto> {
    try {
      return await this.rpc.call(SUBJECTS.risk.delete, { id }, actor);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return this.rpc.call(SUBJECTS.task.delete, { id }, actor);
    }
  }
}
