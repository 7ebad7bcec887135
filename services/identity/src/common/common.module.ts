import { Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import type { IdentityConfig } from '../identity.config.js';
import { IdentitySchema } from './identity-schema.js';

/** What every room of the identity service uses: the schema's table names for SQL. */
@Global()
@Module({
  providers: [
    {
      provide: IdentitySchema,
      useFactory: (config: IdentityConfig) => new IdentitySchema(config.IDENTITY_SCHEMA),
      inject: [SERVICE_CONFIG],
    },
  ],
  exports: [IdentitySchema],
})
export class IdentityCommonModule {}
