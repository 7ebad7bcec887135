import { loadConfig } from '@rtm/backend/config';
import { createLogger } from '@rtm/backend/logging';
import { runService } from '@rtm/backend/app';
import { RiskConfig } from './risk.config.js';
import { RiskModule } from './risk.module.js';

const config = loadConfig(RiskConfig);
const logger = createLogger('risk', config.LOG_LEVEL);
await runService({ service: 'risk', config, logger, module: RiskModule.forRoot(config, logger) });
