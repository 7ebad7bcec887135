import { SchemaTables } from '@rtm/backend/db';

/** Qualified table names for raw SQL in the identity schema. */
export class IdentitySchema extends SchemaTables {}
