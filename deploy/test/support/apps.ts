import type { BaseConfig } from '@rtm/backend/config';
import { GatewayConfig } from '../../../gateway/src/gateway.config.js';
import { IdentityConfig } from '../../../services/identity/src/identity.config.js';
import { NotificationConfig } from '../../../services/notification/src/notification.config.js';
import { RiskConfig } from '../../../services/risk/src/risk.config.js';
import { TaskConfig } from '../../../services/task/src/task.config.js';

/** What the code of each backend process reads: its Deployment name and its configuration class. */
export const BACKEND_APPS: { name: string; workspace: string; config: new () => BaseConfig; schemaKey: string }[] = [
  { name: 'gateway', workspace: 'gateway', config: GatewayConfig, schemaKey: 'GATEWAY_SCHEMA' },
  { name: 'identity', workspace: 'services/identity', config: IdentityConfig, schemaKey: 'IDENTITY_SCHEMA' },
  { name: 'risk', workspace: 'services/risk', config: RiskConfig, schemaKey: 'RISK_SCHEMA' },
  { name: 'task', workspace: 'services/task', config: TaskConfig, schemaKey: 'TASK_SCHEMA' },
  { name: 'notification', workspace: 'services/notification', config: NotificationConfig, schemaKey: 'NOTIFICATION_SCHEMA' },
];

export const FRONT_ENDS = ['shell', 'mfe-risks', 'mfe-tasks', 'mfe-admin'];

/** OpenTelemetry's own variables, read by the SDK in register.ts rather than by a config class. */
/**
 * Variables a process reads besides its configuration: the OpenTelemetry SDK's, and HOME, which the notification
 * service's Chromium (the committee packs' printer) needs writable on a read-only root file system.
 */
export const PROCESS_VARIABLES = [
  'HOME',
  'OTEL_SERVICE_NAME',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_METRIC_EXPORT_INTERVAL',
  'OTEL_RESOURCE_ATTRIBUTES',
];

/** Configuration keys that hold credentials: they must come from Secrets, never from literals. */
export const SECRET_KEY = /(SECRET|PASSWORD|_KEY$|TOKEN|^DATABASE_URL$|^NATS_URL$)/;

export function configKeys(cls: new () => object): string[] {
  return Object.keys(new cls());
}
