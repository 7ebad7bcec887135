import { quoteIdent } from '@rtm/backend/db';

/** Qualified table names for raw SQL in the risk schema (MikroORM entities get the schema from the ORM). */
export class RiskSchema {
  readonly name: string;
  private readonly quoted: string;

  constructor(schema: string) {
    this.name = schema;
    this.quoted = quoteIdent(schema);
  }

  table(name: string): string {
    return `${this.quoted}.${quoteIdent(name)}`;
  }
}
