import { loadConfig } from '@rtm/backend/config';
import { JsonLogger } from '@rtm/backend/logging';
import { runService } from '@rtm/backend/app';
import { TaskConfig } from './task.config.js';
import { TaskModule } from './task.module.js';

const config = loadConfig(TaskConfig);
const logger = new JsonLogger('task', config.LOG_LEVEL);
await runService({ service: 'task', config, logger, module: TaskModule.forRoot(config, logger) });
