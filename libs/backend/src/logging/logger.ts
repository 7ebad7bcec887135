import { Logger, LoggerModule, PinoLogger, type Params } from 'nestjs-pino';
import { pino, type DestinationStream } from 'pino';
import { logOptions, type LogLevel } from './log-options.js';

/** Paths whose requests are not logged even at debug level: the probes ask every few seconds. */
const UNLOGGED_PATHS = /^(\/api)?\/(health|metrics)(\/|\?|$)/;

/**
 * nestjs-pino's PinoLogger on a pino logger of its own. nestjs-pino keeps one root pino logger per process (the
 * first one made, which its HTTP middleware logs requests through); this one writes through its own logger
 * outside a request, so that services started side by side in one test process keep their name and level.
 */
class OwnPinoLogger extends PinoLogger {
  constructor(
    private readonly own: pino.Logger,
    params: Params,
  ) {
    super(params);
  }

  override get logger(): pino.Logger {
    const current = super.logger;
    return current === PinoLogger.root ? this.own : current;
  }
}

/**
 * nestjs-pino's Nest logger on a pino logger of our options, with the parameters its LoggerModule needs to log
 * HTTP requests through the same pino logger (`LoggerModule.forRoot(logger.params)`).
 */
export class ServiceLogger extends Logger {
  constructor(
    own: pino.Logger,
    readonly params: Params,
  ) {
    super(new OwnPinoLogger(own, params), params);
  }
}

/**
 * The logger of one process, made before the Nest application so that a failed start is logged too.
 *
 * Each HTTP request (pino-http, with the gateway's LoggerModule) is logged once, at `debug` level, so only with
 * LOG_LEVEL=debug; its cookies, authorization header and Set-Cookie are redacted like every other line.
 */
export function createLogger(service: string, level: LogLevel, destination?: DestinationStream): ServiceLogger {
  const own = pino(logOptions(service, level), destination);
  return new ServiceLogger(own, {
    pinoHttp: {
      logger: own,
      customLogLevel: () => 'debug',
      autoLogging: { ignore: (req) => UNLOGGED_PATHS.test(req.url ?? '') },
      // Lines logged while a request is handled carry its id, not the whole request again.
      quietReqLogger: true,
    },
  });
}

/** The Nest module that logs the gateway's HTTP requests through `logger`. */
export function httpLoggerModule(logger: ServiceLogger) {
  return LoggerModule.forRoot(logger.params);
}
