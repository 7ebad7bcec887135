import type { RiskSortField } from '@rtm/contracts';

/** One key of the list's order: its expression on a row alias, its direction, and whether its nulls come last. */
interface OrderKey {
  expression: (alias: string) => string;
  dir: 'asc' | 'desc';
  nullsLast?: boolean;
}

const column = (name: string) => (alias: string) => `${alias}.${name}`;

/** The list's order per sort field; each ends in something unique (the code or the id) so pages never overlap. */
export function orderKeys(sort: RiskSortField = 'createdAt', order?: 'asc' | 'desc'): OrderKey[] {
  const dir = order === 'asc' ? 'asc' : 'desc';
  switch (sort) {
    case 'riskId':
      return [
        { expression: column('code_year'), dir },
        { expression: column('code_number'), dir },
      ];
    case 'riskScore':
      return [
        { expression: column('risk_score'), dir },
        { expression: column('created_at'), dir: 'desc' },
        { expression: column('code_number'), dir: 'desc' },
        { expression: column('id'), dir: 'asc' },
      ];
    case 'title':
      return [
        { expression: (a) => `lower(${a}.title)`, dir },
        { expression: column('code_number'), dir: 'asc' },
        { expression: column('id'), dir: 'asc' },
      ];
    case 'status':
      return [
        { expression: column('status'), dir },
        { expression: column('created_at'), dir: 'desc' },
        { expression: column('id'), dir: 'asc' },
      ];
    case 'updatedAt':
      return [
        { expression: column('updated_at'), dir, nullsLast: true },
        { expression: column('created_at'), dir: 'desc' },
        { expression: column('id'), dir: 'asc' },
      ];
    case 'createdAt':
    default:
      return [
        { expression: column('created_at'), dir },
        { expression: column('code_year'), dir },
        { expression: column('code_number'), dir },
      ];
  }
}

/** The ORDER BY clause of `keys` on the row alias `r`. */
export function orderClause(keys: OrderKey[], alias = 'r'): string {
  return keys.map((k) => `${k.expression(alias)} ${k.dir}${k.nullsLast ? ' nulls last' : ''}`).join(', ');
}

/**
 * The keyset condition "row `alias` comes after row `cursor` in the order of `keys`" (a batch after the last row of the
 * batch before, whatever the sort): the first key that differs decides. A key whose nulls come last compares through
 * an infinite stand-in, so a null sorts as the order puts it.
 */
export function afterCondition(keys: OrderKey[], alias: string, cursor: string): string {
  const value = (k: OrderKey, a: string) =>
    k.nullsLast ? `coalesce(${k.expression(a)}, '${k.dir === 'asc' ? 'infinity' : '-infinity'}')` : k.expression(a);
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k) => `${value(k, alias)} = ${value(k, cursor)}`);
    return [...equal, `${value(key, alias)} ${key.dir === 'asc' ? '>' : '<'} ${value(key, cursor)}`].join(' and ');
  });
  return `(${branches.map((b) => `(${b})`).join(' or ')})`;
}
