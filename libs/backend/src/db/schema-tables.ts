import { quoteIdent } from './migrations.js';

/** Qualified table names of a service's schema for raw SQL (MikroORM entities get the schema from the ORM). */
export class SchemaTables {
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
