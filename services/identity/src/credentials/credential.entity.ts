import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Password hashes live in their own table so loading a user never loads a hash. */
export const Credential = defineEntity({
  name: 'Credential',
  tableName: 'credential',
  properties: {
    userId: p.uuid().primary(),
    passwordHash: p.string(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Credential = InferEntity<typeof Credential>;
