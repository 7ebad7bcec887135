import { loadConfig } from '@rtm/backend/config';
import { createLogger } from '@rtm/backend/logging';
import { runService } from '@rtm/backend/app';
import { NotificationConfig } from './notification.config.js';
import { NotificationModule } from './notification.module.js';

const config = loadConfig(NotificationConfig);
const logger = createLogger('notification', config.LOG_LEVEL);
await runService({ service: 'notification', config, logger, module: NotificationModule.forRoot(config, logger) });
