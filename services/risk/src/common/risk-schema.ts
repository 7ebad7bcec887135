import { SchemaTables } from '@rtm/backend/db';

/** Qualified table names for raw SQL in the risk schema. */
export class RiskSchema extends SchemaTables {}
