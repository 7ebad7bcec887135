import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * Builds one validated configuration object from the environment.
 * Only the keys the class declares (every one with a default) are read.
 * This is the only place that reads process.env, apart from OpenTelemetry's own OTEL_* variables.
 */
export function loadConfig<T extends object>(cls: new () => T, env: Record<string, string | undefined> = process.env): T {
  const declared = Object.keys(new cls());
  const picked = Object.fromEntries(declared.filter((key) => env[key] !== undefined).map((key) => [key, env[key]]));
  const config = Object.assign(new cls(), plainToInstance(cls, picked, { enableImplicitConversion: true }));
  const errors = validateSync(config);
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `  - ${e.property}: ${m}`));
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
