import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@rtm/backend/db';
import { Transactions, sameAnswer, createEvent, type SqlReader } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  RISK_MESSAGES,
  RiskCommentAdded,
  VALIDATION,
  commentExcerpt,
  type Actor,
  type CreateCommentInput,
  type RiskCommentView,
} from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { RiskSchema } from '../common/risk-schema.js';
import { References } from '../directory/references.js';
import { userSummaryJson } from '@rtm/backend/projections';
import { RiskRepository } from '../risks/risk.repository.js';
import { RiskComment } from './risk-comment.entity.js';

/** Comments on risks: list and add (with their authors' names from the user projection), and deletion with their risk. */
@Injectable()
export class RiskCommentsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(References) private readonly references: References,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Comments of a risk, oldest first (a conversation reads top to bottom). */
  async list(actor: Actor | null, riskId: string): Promise<RiskCommentView[]> {
    requireRole(actor);
    const em = this.db.sql();
    await this.riskOrFail(em, riskId);
    return this.views(em, 'c.risk_id = ?', [riskId]);
  }

  /** Any signed-in user may comment; the author is the actor, never a field of the request. */
  async create(actor: Actor | null, input: CreateCommentInput): Promise<RiskCommentView> {
    const author = requireRole(actor);
    if (!input.riskId) throw new BadRequestException(RISK_MESSAGES.commentTargetRequired);
    const content = input.content?.trim() ?? '';
    if (!content) throw new BadRequestException(VALIDATION.contentRequired);
    const riskId = input.riskId;
    await this.references.check(this.db.reader(), { userIds: [author.id] }); // the answer names the author
    return this.db.run(async (tx, emit) => {
      const risk = await this.riskOrFail(tx, riskId);
      const comment = tx.create(RiskComment, { id: randomUUID(), riskId, authorId: author.id, content, createdAt: this.clock.now() });
      await tx.flush();
      emit(
        createEvent(RiskCommentAdded, {
          actor: author,
          entity: { type: 'risk', id: riskId },
          description: `Commented on risk ${risk.risk_code}: ${risk.title}`,
          data: {
            commentId: comment.id,
            riskId,
            riskCode: risk.risk_code,
            riskTitle: risk.title,
            ownerId: risk.owner_id,
            excerpt: commentExcerpt(content),
          },
        }),
      );
      const [view] = await this.views(tx, 'c.id = ?', [comment.id]);
      return view;
    }, sameAnswer);
  }

  /** Deletes the comments of a risk in the caller's transaction (the risk's deletion); answers how many. */
  deleteForRisk(tx: EntityManager, riskId: string): Promise<number> {
    return tx.nativeDelete(RiskComment, { riskId });
  }

  private async riskOrFail(em: SqlReader, riskId: string) {
    const risk = isUuid(riskId) ? await this.risks.findById(em, riskId) : null;
    if (!risk) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return risk;
  }

  /** Comments with their authors, in one query. */
  private async views(em: SqlReader, where: string, params: unknown[]): Promise<RiskCommentView[]> {
    const rows = await em.execute<(Omit<RiskCommentView, 'createdAt'> & { createdAt: Date | string })[]>(
      `select c.id, c.content, c.author_id as "authorId", c.risk_id as "riskId", null as "taskId", c.created_at as "createdAt",
              ${userSummaryJson('u')} as author
         from ${this.schema.table('risk_comment')} c left join ${this.schema.table('user_projection')} u on u.id = c.author_id
        where ${where} order by c.created_at, c.id`,
      params,
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  }
}
