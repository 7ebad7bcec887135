import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import type { Actor, RiskTypeDto } from '@rtm/contracts';
import { RiskType, toRiskTypeDto } from './risk-type.entity.js';

@Injectable()
export class RiskTypesService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  async list(actor: Actor | null): Promise<RiskTypeDto[]> {
    requireRole(actor);
    const types = await this.db.reader().find(RiskType, {}, { orderBy: { id: 'asc' } });
    return types.map(toRiskTypeDto);
  }
}
