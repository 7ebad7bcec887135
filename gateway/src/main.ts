import type { Server } from 'node:http';
import { loadConfig } from '@rtm/backend/config';
import { createLogger } from '@rtm/backend/logging';
import { describeStartupError } from '@rtm/backend/app';
import { GatewayConfig } from './gateway.config.js';
import { answerClientErrorsInJson } from './http/client-errors.js';
import { createGatewayApp } from './http/create-gateway-app.js';
import { builtFrontEnds } from './http/static-files.js';

/**
 * Idle keep-alive connections are closed by the client (a proxy, a browser, undici), never by the gateway first: with
 * Node's 5 s default a request sent on a connection the gateway is closing at that moment fails with "socket hang up".
 * Proxies keep idle upstream connections up to 60 s, so the gateway keeps them a little longer.
 */
function keepConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let config: GatewayConfig;
try {
  config = loadConfig(GatewayConfig);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger('gateway', config.LOG_LEVEL);

try {
  const app = await createGatewayApp(config, logger);
  await app.listen(config.PORT);
  keepConnectionsLongerThanClients(app.getHttpServer());
  answerClientErrorsInJson(app.getHttpServer());
  const fronts = builtFrontEnds(config.STATIC_ROOT);
  logger.log(`Gateway listening on http://localhost:${config.PORT}`, 'Bootstrap');
  logger.log(
    fronts.length
      ? `Serving front ends from ${config.STATIC_ROOT}: ${fronts.join(', ')}`
      : `No front-end builds under ${config.STATIC_ROOT} (API only)`,
    'Bootstrap',
  );
} catch (error) {
  const code = (error as { code?: string })?.code;
  const text =
    code === 'EADDRINUSE'
      ? `Port ${config.PORT} is already in use. Stop the other process or set PORT.`
      : describeStartupError(error, config);
  logger.error(text, undefined, 'Bootstrap');
  process.exit(1);
}
