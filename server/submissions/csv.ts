/** RFC 4180 CSV, safe to open in a spreadsheet. */

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Google Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  // Semicolons too: spreadsheets set to a European or Indian locale split on them instead of commas.
  return /[",;\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Rows joined with CRLF, as RFC 4180 asks, ending with a line break. */
export const toCsv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
