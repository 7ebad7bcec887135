import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { commentListText, isUuid } from '@rtm/backend/db';
import { JsonAnswer, type JsonText } from '@rtm/backend/nats';
import { recordPage } from '@rtm/contracts/validation';
import { Transactions, sameAnswer, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  RISK_MESSAGES,
  RiskCommentAdded,
  VALIDATION,
  commentExcerpt,
  type Actor,
  type CreateCommentInput,
  type Page,
  type RecordPageInput,
  type RiskCommentView,
} from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { RiskSchema } from '../common/risk-schema.js';
import { References } from '../directory/references.js';
import { userSummaryJson } from '@rtm/backend/projections';
import { RiskComment } from './risk-comment.entity.js';

/** Comments on risks: list and add (with their authors' names from the user projection), and deletion with their risk. */
@Injectable()
export class RiskCommentsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(References) private readonly references: References,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Comments of a risk, oldest first (a conversation reads top to bottom), as the JSON text PostgreSQL wrote; whether
   * the risk exists is asked in the same statement.
   */
  async list(actor: Actor | null, riskId: string, page?: RecordPageInput): Promise<JsonAnswer<Page<RiskCommentView>>> {
    requireRole(actor);
    const t = (name: string) => this.schema.table(name);
    const json = await commentListText(
      this.db.sql(),
      { comments: t('risk_comment'), parent: t('risk'), users: t('user_projection'), parentColumn: 'risk_id' },
      riskId,
      recordPage(page),
    );
    if (json === null) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return new JsonAnswer(json as JsonText<Page<RiskCommentView>>);
  }

  /** Any signed-in user may comment; the author is the actor, never a field of the request. */
  async create(actor: Actor | null, input: CreateCommentInput): Promise<RiskCommentView> {
    const author = requireRole(actor);
    if (!input.riskId) throw new BadRequestException(RISK_MESSAGES.commentTargetRequired);
    const content = input.content?.trim() ?? '';
    if (!content) throw new BadRequestException(VALIDATION.contentRequired);
    const riskId = input.riskId;
    await this.references.check(this.db.reader(), { userIds: [author.id] }); // the answer names the author
    if (!isUuid(riskId)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return this.db.run(async (tx, emit) => {
      // One statement: the comment (when the risk exists), its view and what the event says of the risk.
      const [row] = await tx.execute<(ViewRow & { risk_code: string; risk_title: string; risk_owner_id: string })[]>(
        `with c as (
           insert into ${this.schema.table('risk_comment')} (id, risk_id, author_id, content, created_at)
           select ?, r.id, ?, ?, ?::timestamptz from ${this.schema.table('risk')} r where r.id = ?
           returning *)
         ${this.viewSelect('c')}, r.risk_code, r.title as risk_title, r.owner_id as risk_owner_id
           from c join ${this.schema.table('risk')} r on r.id = c.risk_id
           left join ${this.schema.table('user_projection')} u on u.id = c.author_id`,
        [randomUUID(), author.id, content, this.clock.now().toISOString(), riskId],
      );
      if (!row) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
      const { risk_code: riskCode, risk_title: riskTitle, risk_owner_id: ownerId, ...view } = row;
      emit(
        createEvent(RiskCommentAdded, {
          actor: author,
          entity: { type: 'risk', id: riskId },
          description: `Commented on risk ${riskCode}: ${riskTitle}`,
          data: {
            commentId: view.id,
            riskId,
            riskCode,
            riskTitle,
            ownerId,
            excerpt: commentExcerpt(content),
          },
        }),
      );
      return toView(view);
    }, sameAnswer);
  }

  /** Deletes the comments of a risk in the caller's transaction (the risk's deletion); answers how many. */
  deleteForRisk(tx: EntityManager, riskId: string): Promise<number> {
    return tx.nativeDelete(RiskComment, { riskId });
  }

  /** The select list of a comment's view, for comments `c` and their authors `u`. */
  private viewSelect(c: string): string {
    return `select ${c}.id, ${c}.content, ${c}.author_id as "authorId", ${c}.risk_id as "riskId", null as "taskId", ${c}.created_at as "createdAt",
              ${userSummaryJson('u')} as author`;
  }
}

type ViewRow = Omit<RiskCommentView, 'createdAt'> & { createdAt: Date | string };

const toView = (row: ViewRow): RiskCommentView => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });
