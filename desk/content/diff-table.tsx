/**
 * What changes in a document, a row per field in the form's words (content-words.ts): Changes waiting's
 * before and after, and a refused save's values on each side.
 */
import type { ChangeRow } from "./content-words";

/** A value's lines: one as text, more (a record's fields, a list's items) as a list. */
export function ValueLines({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="value-lines">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export function DiffTable({
  rows,
  label,
  headings,
  className,
}: {
  rows: ChangeRow[];
  /** The table's region, for a screen reader: "What changes in Dr. Vikas Sharma". */
  label: string;
  /** The two sides' column headings: "Before", "After". */
  headings: [string, string];
  className?: string;
}) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={className}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row">{row.words}</th>
              <td className="before">
                <ValueLines lines={row.before} />
              </td>
              <td className="after">
                <ValueLines lines={row.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
