/**
 * CSV for spreadsheet programs: RFC 4180 quoting, CRLF line ends, a byte-order mark so Devanagari
 * reads as UTF-8, and every cell that could run as a formula shown as text. In the contract, as
 * the server's exports and the figures page's tables (made in the browser) are written alike.
 */
export type CsvValue = string | number | boolean | null;

/**
 * Control characters other than tab and line breaks: dropped before the formula guard, since a
 * spreadsheet may skip a leading one (NUL, ESC…) and run the formula behind it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Quotes a cell; one starting like a formula gets a leading apostrophe so a spreadsheet shows it as text. */
export function csvCell(value: CsvValue) {
  let text = value === null ? "" : String(value).replace(HIDDEN_CONTROLS, "");
  if (/^[=+\-@\t\r\n]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row (guarded too: a store names its own question columns), then one row per record. */
export function toCsv(columns: readonly string[], rows: CsvValue[][]): string {
  const lines = [columns.map(csvCell).join(","), ...rows.map((row) => row.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
