/** RFC 4180 CSV, safe to open in a spreadsheet. */

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Google Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  // Semicolons too: spreadsheets set to a European or Indian locale split on them instead of commas.
  return /[",;\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * Excel on Windows reads a CSV file as the PC's ANSI code page unless it starts with a UTF-8 byte order
 * mark: without it Hindi names and messages turn to mojibake (review D6). Every export starts with it.
 */
export const BYTE_ORDER_MARK = "\uFEFF";

/** A CSV file for a spreadsheet: the byte order mark, then the rows. */
export const toSpreadsheetCsv = (rows: readonly (readonly string[])[]) => BYTE_ORDER_MARK + toCsv(rows);

/** Rows joined with CRLF, as RFC 4180 asks, ending with a line break. */
export const toCsv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
