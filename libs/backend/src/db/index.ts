export * from './migrations.js';
export * from './database.js';
export { MikroORM, EntityManager } from '@mikro-orm/postgresql';
