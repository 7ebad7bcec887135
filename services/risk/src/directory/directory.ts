import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserRole } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';

export interface DirectoryUser {
  id: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  isActive: boolean;
}

export interface DirectoryDepartment {
  id: number;
  name: string | null;
}

/** Everyone and every department the risk service knows (its projections), for the spreadsheet template and import. */
@Injectable()
export class Directory {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  users(em: EntityManager): Promise<DirectoryUser[]> {
    return em.execute<DirectoryUser[]>(
      `select id, username, email, first_name as "firstName", last_name as "lastName", role, is_active as "isActive"
         from ${this.schema.table('user_projection')} order by username`,
    );
  }

  async departments(em: EntityManager): Promise<DirectoryDepartment[]> {
    const rows = await em.execute<DirectoryDepartment[]>(
      `select id, name from ${this.schema.table('department_projection')} order by name`,
    );
    return rows.map((d) => ({ id: Number(d.id), name: d.name }));
  }
}
