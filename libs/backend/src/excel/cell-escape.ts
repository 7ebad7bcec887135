/**
 * Spreadsheet formula injection (CSV/Excel injection): a text cell that starts with = + - @ (tab and carriage return
 * too, as OWASP recommends) is taken for a formula by spreadsheet programs; cells we write get a leading single quote
 * instead. A formula start after any number of quotes reads back as an escaped cell, so it is escaped too.
 */
const ESCAPED_OR_FORMULA = /^'*[=+\-@\t\r]/;

export function escapeCell(value: string): string {
  return ESCAPED_OR_FORMULA.test(value) ? `'${value}` : value;
}

/**
 * Reverses escapeCell for values read back from our own files (one quote before = + - @, or before a text that was
 * itself quoted so), so a value goes through any number of export and import round trips unchanged.
 */
export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && ESCAPED_OR_FORMULA.test(value.slice(1)) ? value.slice(1) : value;
}
