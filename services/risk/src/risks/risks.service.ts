import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Transactions, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  RISK_MESSAGES,
  VALIDATION,
  formatCode,
  riskLevel,
  riskScore,
  type Actor,
  type DepartmentRiskCounts,
  type ListRisksInput,
  type RiskDetailDto,
  type RiskDto,
  type RiskInput,
  type RiskMatrixCellDto,
  type UpdateRiskInput,
} from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { isUuid } from '../common/risk-schema.js';
import { RiskComment } from '../comments/risk-comment.entity.js';
import { DirectoryService } from '../directory/directory.service.js';
import { RiskType, toRiskTypeDto } from '../risk-types/risk-type.entity.js';
import { riskPermissions } from './risk-access.policy.js';
import { Risk, RiskDepartment } from './risk.entity.js';
import { RiskRepository } from './risk.repository.js';

/** A risk ready to insert: validated, with canonical type name and computed score. */
export interface NewRisk {
  title: string;
  description: string | null;
  suggestedSolution: string | null;
  riskType: string;
  affectedApp: RiskDto['affectedApp'];
  frequency: RiskDto['frequency'];
  ownerId: string;
  departmentIds: number[];
  likelihood: number;
  impact: number;
  status: RiskDto['status'];
  dateIdentified: string | null;
}

/** Fields compared for updates and reported in risk_updated's `changes`. */
const TRACKED = [
  'title',
  'description',
  'suggestedSolution',
  'riskType',
  'affectedApp',
  'frequency',
  'ownerId',
  'likelihood',
  'impact',
  'status',
  'dateIdentified',
] as const;

export function riskLabel(risk: { riskCode?: string; riskId?: string; title: string }): string {
  return `${risk.riskCode ?? risk.riskId}: ${risk.title}`;
}

@Injectable()
export class RisksService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(DirectoryService) private readonly directory: DirectoryService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(actor: Actor | null, filter: ListRisksInput): Promise<{ items: RiskDto[]; total: number }> {
    requireRole(actor);
    return this.risks.list(this.db.reader(), filter);
  }

  async matrix(actor: Actor | null, filter: ListRisksInput): Promise<RiskMatrixCellDto[]> {
    requireRole(actor);
    return this.risks.matrix(this.db.reader(), filter);
  }

  async summaryByDepartment(actor: Actor | null): Promise<DepartmentRiskCounts[]> {
    requireRole(actor);
    return this.risks.summaryByDepartment(this.db.reader());
  }

  async get(actor: Actor | null, id: string): Promise<RiskDetailDto> {
    requireRole(actor);
    const em = this.db.reader();
    const risk = await this.findOrFail(em, id);
    const type = await em.findOne(RiskType, { name: risk.riskType });
    return {
      ...risk,
      riskTypeDetail: type ? toRiskTypeDto(type) : null,
      permissions: riskPermissions(actor, { ownerId: risk.ownerId, reportedBy: risk.reportedById, status: risk.status }),
    };
  }

  async byIds(actor: Actor | null, ids: string[]): Promise<RiskDto[]> {
    requireRole(actor);
    const valid = [...new Set(ids.filter(isUuid))];
    return this.risks.findByIds(this.db.reader(), valid);
  }

  async create(actor: Actor | null, input: RiskInput): Promise<RiskDto> {
    const who = requireRole(actor);
    const risk = await this.prepare(input);
    const [created] = await this.insertMany(who, [risk]);
    return created;
  }

  /**
   * Validates the form's cross-references (SPEC section 5): the risk type exists, the owner is an active
   * manager or system admin, and every department exists. Field formats were checked by the DTO.
   */
  async prepare(input: RiskInput): Promise<NewRisk> {
    await this.directory.awaitReferences(input.ownerId, input.departmentIds);
    const em = this.db.reader();
    const riskType = await this.resolveRiskType(em, input.riskType);
    await this.assertOwner(em, input.ownerId);
    await this.assertDepartments(em, input.departmentIds);
    return {
      title: input.title.trim(),
      description: input.description?.trim() || null,
      suggestedSolution: input.suggestedSolution?.trim() || null,
      riskType,
      affectedApp: input.affectedApp ?? null,
      frequency: input.frequency ?? 'once',
      ownerId: input.ownerId,
      departmentIds: [...new Set(input.departmentIds)].sort((a, b) => a - b),
      likelihood: input.likelihood ?? 1,
      impact: input.impact ?? 1,
      status: input.status ?? 'open',
      dateIdentified: input.dateIdentified ?? null,
    };
  }

  /**
   * Inserts validated risks in one transaction with consecutive codes of the current year, and one
   * risk_created event each (the import uses this for all its valid rows at once).
   */
  async insertMany(actor: Actor, risks: NewRisk[], source: 'form' | 'import' = 'form'): Promise<RiskDto[]> {
    if (risks.length === 0) return [];
    const riskTypeIds = await this.riskTypeIds(this.db.reader());
    return this.db.run(async (tx, emit) => {
      const now = this.clock.now();
      const year = now.getUTCFullYear();
      const first = await this.risks.takeNumbers(tx, year, risks.length);
      const created: RiskDto[] = [];
      const entities = risks.map((input, i) => {
        const number = first + i;
        const score = riskScore(input.likelihood, input.impact);
        return tx.create(Risk, {
          id: randomUUID(),
          riskCode: formatCode('RSK', year, number),
          codeYear: year,
          codeNumber: number,
          title: input.title,
          description: input.description,
          suggestedSolution: input.suggestedSolution,
          status: input.status,
          riskType: input.riskType,
          affectedApp: input.affectedApp,
          frequency: input.frequency,
          ownerId: input.ownerId,
          likelihood: input.likelihood,
          impact: input.impact,
          riskScore: score,
          riskLevel: riskLevel(score),
          dateIdentified: input.dateIdentified ?? now.toISOString().slice(0, 10),
          reportedBy: actor.id,
          createdAt: now,
          updatedAt: null,
        });
      });
      await tx.flush(); // the links reference the risks
      entities.forEach((risk, i) => {
        for (const departmentId of risks[i].departmentIds) tx.create(RiskDepartment, { riskId: risk.id, departmentId });
        const dto = toRiskDto(risk, risks[i].departmentIds, riskTypeIds.get(risk.riskType) ?? null);
        created.push(dto);
        emit(
          createEvent({
            type: 'risk_created',
            actor,
            entity: { type: 'risk', id: risk.id },
            description: `Reported risk ${riskLabel(risk)}${source === 'import' ? ' (imported)' : ''}`,
            data: { risk: dto as unknown as Record<string, unknown>, source },
          }),
        );
      });
      return created;
    });
  }

  async update(actor: Actor | null, id: string, input: UpdateRiskInput): Promise<RiskDto> {
    const who = requireRole(actor);
    const em = this.db.reader();
    const current = await this.findOrFail(em, id);
    this.assertCanEdit(who, current);

    // Validate only what changes: an owner who has since lost the role does not block other edits.
    const ownerChanges = input.ownerId !== undefined && input.ownerId !== current.ownerId;
    const addedDepartments = input.departmentIds?.filter((d) => !current.departmentIds.includes(d)) ?? [];
    await this.directory.awaitReferences(ownerChanges ? input.ownerId : undefined, addedDepartments);
    const riskType = input.riskType !== undefined ? await this.resolveRiskType(em, input.riskType) : undefined;
    if (ownerChanges) await this.assertOwner(em, input.ownerId!);
    await this.assertDepartments(em, addedDepartments, true);

    return this.db.run(async (tx, emit) => {
      const risk = await tx.findOne(Risk, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!risk) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
      this.assertCanEdit(who, { ownerId: risk.ownerId, reportedById: risk.reportedBy ?? null, status: risk.status });

      const next: Partial<Record<(typeof TRACKED)[number], unknown>> = {
        ...input,
        ...(riskType !== undefined ? { riskType } : {}),
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of TRACKED) {
        if (!(field in next) || next[field] === undefined) continue;
        const to = next[field] ?? null;
        const from = (risk as Record<string, unknown>)[field] ?? null;
        if (from !== to) {
          changes[field] = { from, to };
          (risk as Record<string, unknown>)[field] = to;
        }
      }

      const before = await tx.find(RiskDepartment, { riskId: id });
      const beforeIds = before.map((d) => d.departmentId).sort((a, b) => a - b);
      let departmentIds = beforeIds;
      if (input.departmentIds !== undefined) {
        const wanted = [...new Set(input.departmentIds)].sort((a, b) => a - b);
        if (wanted.join(',') !== beforeIds.join(',')) {
          for (const link of before) if (!wanted.includes(link.departmentId)) tx.remove(link);
          for (const departmentId of wanted) if (!beforeIds.includes(departmentId)) tx.create(RiskDepartment, { riskId: id, departmentId });
          changes.departmentIds = { from: beforeIds, to: wanted };
          departmentIds = wanted;
        }
      }

      const typeId = (await this.riskTypeIds(tx)).get(risk.riskType) ?? null;
      if (Object.keys(changes).length === 0) return toRiskDto(risk, departmentIds, typeId);

      risk.riskScore = riskScore(risk.likelihood, risk.impact);
      risk.riskLevel = riskLevel(risk.riskScore);
      risk.updatedAt = this.clock.now();
      await tx.flush();

      const dto = toRiskDto(risk, departmentIds, typeId);
      const closed = changes.status !== undefined && risk.status === 'closed';
      emit(
        createEvent({
          type: closed ? 'risk_closed' : 'risk_updated',
          actor: who,
          entity: { type: 'risk', id },
          description: `${closed ? 'Closed' : 'Updated'} risk ${riskLabel(risk)}`,
          data: { risk: dto as unknown as Record<string, unknown>, changes },
        }),
      );
      return dto;
    });
  }

  /** Deletes the risk, its department links and its comments in one transaction. */
  async remove(actor: Actor | null, id: string): Promise<{ id: string; riskId: string }> {
    const who = requireRole(actor);
    if (!isUuid(id)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return this.db.run(async (tx, emit) => {
      const risk = await tx.findOne(Risk, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!risk) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
      const permissions = riskPermissions(who, { ownerId: risk.ownerId, reportedBy: risk.reportedBy ?? null, status: risk.status });
      if (!permissions.canDelete) throw new ForbiddenException(RISK_MESSAGES.forbiddenDelete);
      const departmentIds = (await tx.find(RiskDepartment, { riskId: id })).map((d) => d.departmentId).sort((a, b) => a - b);
      const typeId = (await this.riskTypeIds(tx)).get(risk.riskType) ?? null;
      const dto = toRiskDto(risk, departmentIds, typeId);
      const comments = await tx.nativeDelete(RiskComment, { riskId: id });
      await tx.nativeDelete(RiskDepartment, { riskId: id });
      await tx.nativeDelete(Risk, { id });
      emit(
        createEvent({
          type: 'risk_deleted',
          actor: who,
          entity: { type: 'risk', id },
          description: `Deleted risk ${riskLabel(risk)}`,
          data: { risk: dto as unknown as Record<string, unknown>, deletedComments: comments },
        }),
      );
      return { id, riskId: risk.riskCode };
    });
  }

  async findOrFail(em: EntityManager, id: string): Promise<RiskDto> {
    const risk = isUuid(id) ? await this.risks.findById(em, id) : null;
    if (!risk) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return risk;
  }

  private assertCanEdit(actor: Actor, risk: Pick<RiskDto, 'ownerId' | 'reportedById' | 'status'>) {
    const permissions = riskPermissions(actor, { ownerId: risk.ownerId, reportedBy: risk.reportedById, status: risk.status });
    if (!permissions.canEdit) throw new ForbiddenException(RISK_MESSAGES.forbiddenEdit);
  }

  /** The canonical name of a risk type, matched without regard to case. */
  async resolveRiskType(em: EntityManager, name: string): Promise<string> {
    const types = await em.find(RiskType, {});
    const match = types.find((t) => t.name.toLowerCase() === name.trim().toLowerCase());
    if (!match) throw new BadRequestException(VALIDATION.riskTypeRequired);
    return match.name;
  }

  private async assertOwner(em: EntityManager, ownerId: string) {
    const check = await this.directory.checkOwner(em, ownerId);
    if (check !== 'ok') throw new BadRequestException(RISK_MESSAGES.ownerNotEligible);
  }

  private async assertDepartments(em: EntityManager, ids: number[], allowEmpty = false) {
    if (ids.length === 0) {
      if (allowEmpty) return;
      throw new BadRequestException(VALIDATION.departmentsRequired);
    }
    const missing = await this.directory.missingDepartments(em, ids);
    if (missing.length > 0) throw new BadRequestException(RISK_MESSAGES.departmentUnknown);
  }

  private async riskTypeIds(em: EntityManager): Promise<Map<string, number>> {
    const types = await em.find(RiskType, {});
    return new Map(types.map((t) => [t.name, t.id]));
  }
}

export function toRiskDto(risk: Risk, departmentIds: number[], riskTypeId: number | null): RiskDto {
  return {
    id: risk.id,
    riskId: risk.riskCode,
    title: risk.title,
    description: risk.description ?? null,
    suggestedSolution: risk.suggestedSolution ?? null,
    status: risk.status,
    riskType: risk.riskType,
    riskTypeId,
    affectedApp: risk.affectedApp ?? null,
    frequency: risk.frequency,
    ownerId: risk.ownerId,
    likelihood: risk.likelihood,
    impact: risk.impact,
    riskScore: risk.riskScore,
    riskLevel: risk.riskLevel,
    departmentIds,
    dateIdentified: risk.dateIdentified ?? null,
    reportedById: risk.reportedBy ?? null,
    createdAt: new Date(risk.createdAt).toISOString(),
    updatedAt: risk.updatedAt ? new Date(risk.updatedAt).toISOString() : null,
  };
}
