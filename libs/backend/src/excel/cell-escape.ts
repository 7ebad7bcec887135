/**
 * Spreadsheet formula injection (CSV/Excel injection): a text cell that starts with one of these is
 * taken for a formula by spreadsheet programs. Cells we write get a leading single quote instead.
 * Tab and carriage return are included as OWASP recommends.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Reverses escapeCell for values read back from our own template (a quote before = + - @). */
export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
