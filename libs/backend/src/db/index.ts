export * from './migrations.js';
export * from './database.js';
export * from './roles.js';
export * from './sql.js';
export { MikroORM, EntityManager } from '@mikro-orm/postgresql';
export * from './schema-tables.js';
export * from './counter.js';
export * from './ddl.js';
