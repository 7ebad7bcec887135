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

/** Case-insensitive exact or substring match through ILIKE: escape the wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
