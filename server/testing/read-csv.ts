/**
 * The tests' one reader of the exports' CSV (RFC 4180: quoted cells may hold commas, quotes and line
 * breaks): each row as its cells by column name, so a test names the columns it checks and a column
 * added elsewhere moves nothing it reads.
 */
import { BYTE_ORDER_MARK } from "../submissions/csv";

export function readCsv(text: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text);
  return rows.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ""])));
}

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
