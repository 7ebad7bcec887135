import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { LoginDto } from '@rtm/contracts/validation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DtoClass = new (...args: any[]) => object;

/** One endpoint of the gateway as its controller declares it: the DTO classes of its body, query and path. */
export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** e.g. /api/risks/:id */
  path: string;
  body?: DtoClass;
  query?: DtoClass;
  params?: DtoClass;
  controller: string;
}

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

/** Validated before the route (LocalAuthGuard), so the handler declares no body: the one route whose DTO is not in its signature. */
const GUARD_BODIES: Record<string, DtoClass> = { 'POST /api/login': LoginDto };

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/**
 * Every route of the gateway, read from the Nest metadata of the controller classes in gateway/src (the same
 * decorators Nest routes by), so an endpoint added to a controller is fuzzed without anyone listing it here.
 */
export async function gatewayRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of controllerFiles(SRC).sort()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (typeof exported !== 'function') continue;
      const base = Reflect.getMetadata(PATH_METADATA, exported) as string | undefined;
      if (base === undefined) continue;
      const proto = (exported as { prototype: object }).prototype;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = (proto as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (sub === undefined || method === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, exported, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as DtoClass[];
        const dtoOf = (kind: RouteParamtypes) => {
          const arg = Object.entries(args).find(([key, value]) => key === `${kind}:${value.index}` && value.data === undefined);
          const type = arg ? types[arg[1].index] : undefined;
          return type && type !== Object ? type : undefined;
        };
        const route: Route = {
          method: RequestMethod[method] as Route['method'],
          path: joinPath(base, sub),
          body: dtoOf(RouteParamtypes.BODY),
          query: dtoOf(RouteParamtypes.QUERY),
          params: dtoOf(RouteParamtypes.PARAM),
          controller: (exported as { name: string }).name,
        };
        route.body ??= GUARD_BODIES[`${route.method} ${route.path}`];
        routes.push(route);
      }
    }
  }
  return routes;
}
