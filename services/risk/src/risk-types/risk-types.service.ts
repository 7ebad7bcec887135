import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Transactions } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import { VALIDATION, type Actor, type RiskTypeDto } from '@rtm/contracts';
import { RiskType, toRiskTypeDto } from './risk-type.entity.js';

/** The risk types (the six of the spec, seeded): the only code that reads the risk_type table through the ORM (References reads their names for the forms). */
@Injectable()
export class RiskTypesService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  async list(actor: Actor | null): Promise<RiskTypeDto[]> {
    requireRole(actor);
    return this.all(this.db.reader());
  }

  /** Every type, in the order of the spec. */
  async all(em: EntityManager): Promise<RiskTypeDto[]> {
    const types = await em.find(RiskType, {}, { orderBy: { id: 'asc' } });
    return types.map(toRiskTypeDto);
  }
}

/**
 * The canonical name among `names` of a type given without regard to case; 400 with the form's message when there is
 * none. (The forms read the names with their references check, in one statement: References.check's riskTypes.)
 */
export function matchRiskType(names: readonly string[], name: string): string {
  const wanted = name.trim().toLowerCase();
  const match = names.find((n) => n.toLowerCase() === wanted);
  if (match === undefined) throw new BadRequestException(VALIDATION.riskTypeRequired);
  return match;
}
