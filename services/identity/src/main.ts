import { loadConfig } from '@rtm/backend/config';
import { createLogger } from '@rtm/backend/logging';
import { runService } from '@rtm/backend/app';
import { IdentityConfig } from './identity.config.js';
import { IdentityModule } from './identity.module.js';

const config = loadConfig(IdentityConfig);
const logger = createLogger('identity', config.LOG_LEVEL);
await runService({ service: 'identity', config, logger, module: IdentityModule.forRoot(config, logger) });
