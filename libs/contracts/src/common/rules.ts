/** Pure rules every slice and front end uses (SPEC sections 4 and 9). */

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function emailPrefix(email?: string | null): string {
  return email ? email.split('@')[0] : '';
}

/** First plus last name when both exist, else the e-mail part before the @, else 'User'. */
export function displayName(person?: PersonName | null): string {
  if (person?.firstName && person.lastName) return `${person.firstName} ${person.lastName}`;
  return emailPrefix(person?.email) || 'User';
}

/** First letters of first and last name, else of first name, else of the e-mail, else '?'. */
export function initials(person?: PersonName | null): string {
  if (person?.firstName && person.lastName) return `${person.firstName[0]}${person.lastName[0]}`.toUpperCase();
  if (person?.firstName) return person.firstName[0].toUpperCase();
  if (person?.email) return person.email[0].toUpperCase();
  return '?';
}

/** First name, else e-mail prefix (cards, activity feed). */
export function shortName(person?: PersonName | null, fallback = 'Unknown'): string {
  return person?.firstName || emailPrefix(person?.email) || fallback;
}

/** Underscores shown as spaces (roles, applications). */
export function humanize(value?: string | null): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** How much of a comment its `comment_added` event carries (risk and task comments alike). */
export const COMMENT_EXCERPT_LENGTH = 200;

/** The first COMMENT_EXCERPT_LENGTH characters of a comment, with an ellipsis when it was cut. */
export function commentExcerpt(content: string): string {
  return content.length > COMMENT_EXCERPT_LENGTH ? `${content.slice(0, COMMENT_EXCERPT_LENGTH)}…` : content;
}

/** `RSK-2026-0001`, `TSK-2026-0001` (ARCHITECTURE.md, codes). */
export function formatCode(prefix: 'RSK' | 'TSK', year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(4, '0')}`;
}
