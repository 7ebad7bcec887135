import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** zxcvbn's score runs 0 to 4; 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const ADMIN_PASSWORD_MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** Built on first use: its dictionaries are large, and only a production start checks a password. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return checker;
}

/**
 * Why the first administrator's password is not good enough for production, or null when it is: at least 12
 * characters and a zxcvbn-ts score of at least 3 (dictionary words, names, keyboard walks, dates, repeats and the
 * username itself make it weaker).
 */
export function adminPasswordProblem(password: string, username: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters in production`;
  }
  const result = zxcvbn().check(password, [username]);
  if (result.score >= ADMIN_PASSWORD_MIN_SCORE) return null;
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `ADMIN_PASSWORD is too easy to guess for production (strength ${result.score} of 4, at least ${ADMIN_PASSWORD_MIN_SCORE} needed)${hints ? `: ${hints}` : ''}`;
}
