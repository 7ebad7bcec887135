import { loadConfig } from '@rtm/backend/config';
import { createLogger } from '@rtm/backend/logging';
import { runService } from '@rtm/backend/app';
import { TaskConfig } from './task.config.js';
import { TaskModule } from './task.module.js';

const config = loadConfig(TaskConfig);
const logger = createLogger('task', config.LOG_LEVEL);
await runService({ service: 'task', config, logger, module: TaskModule.forRoot(config, logger) });
