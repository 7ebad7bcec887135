import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';

/**
 * How deep a JSON body or query may nest. The deepest DTO is two levels (an object with a list); 32 leaves room for
 * any later one, and keeps the validation pipe and class-transformer, which recurse, far from the stack's end.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = 'nul' | 'loneSurrogate' | 'tooDeep';

/** In unicode mode a surrogate pair is one code point, so this matches only the halves that stand alone. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What PostgreSQL or the services could not take in one text or key: U+0000, or half of a UTF-16 pair. */
function textProblem(text: string): InputProblem | null {
  if (text.includes('\u0000')) return 'nul';
  // A lone surrogate is no character: UTF-8 cannot encode it, and each layer would replace or refuse it its own way.
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}

/**
 * The first reason a parsed JSON body or query cannot be taken as it is, or null. A walk with its own stack (not
 * recursion), so 20,000 nested arrays are measured and refused instead of overflowing the call stack (issue 23).
 */
export function findUnstorableInput(value: unknown): InputProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, inner] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return problem;
      pending.push({ value: inner, depth: depth + 1 });
    }
  }
  return null;
}

const MESSAGES: Record<InputProblem, string> = {
  nul: GATEWAY_MESSAGES.nulCharacter,
  loneSurrogate: GATEWAY_MESSAGES.loneSurrogate,
  tooDeep: GATEWAY_MESSAGES.nestedTooDeep,
};

/**
 * Refuses a request whose path, query or JSON body carries what no field can store (U+0000, a lone UTF-16
 * surrogate) or nests deeper than any form, with a 400 and a message, before any service sees it: otherwise each
 * fails deep in a service or in a recursive check, as a 500, on any field.
 */
export function refuseUnstorableInput(): RequestHandler {
  return (req, _res, next) => {
    let path = req.path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      // A malformed escape is left to the routes (404) and the validation pipe.
    }
    const problem = textProblem(path) ?? findUnstorableInput(req.query) ?? findUnstorableInput(req.body);
    if (problem) return next(new BadRequestException(MESSAGES[problem]));
    next();
  };
}
