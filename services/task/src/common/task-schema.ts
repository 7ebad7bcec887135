import { SchemaTables } from '@rtm/backend/db';

/** Qualified table names for raw SQL in the task schema. */
export class TaskSchema extends SchemaTables {}
