import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand aria-[invalid=true]:border-red-700";

type FieldFrameProps = { id: string; label: string; error?: string; children: React.ReactNode };

/** A visible label above its control, and the control's error message (linked by aria-describedby). */
function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} className={controlClass} {...describedBy(id, error)} {...input} />
    </FieldFrame>
  );
}

/** The words of a free-text field's length note: "{count} of {limit} characters" and "{over} characters too many…". */
export type TextLimitWords = { textCounter: string; textTooLong: string };

/** The counter shows from here on: a visitor far from the limit has no use for it. */
const COUNTER_FROM = 0.9;

/**
 * A free-text field with no `maxlength`: a browser cuts a pasted text at that length without a word
 * (review m10), so the whole text stays in the field and a note under it counts the characters near
 * the limit and says how many are too many. The count is the trimmed text's, as the schema counts it.
 */
export function TextAreaField({
  id,
  label,
  error,
  limit,
  words,
  text,
  ...textarea
}: {
  id: string;
  label: string;
  error?: string;
  limit: number;
  words: TextLimitWords;
  /** What the field holds now (the form's state). */
  text: string;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const count = text.trim().length;
  const figures = { count, over: count - limit, limit };
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={5}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        {...textarea}
      />
      {/* Polite: read once the visitor pauses, so a paste that is too long is said at once. */}
      <p id={`${id}-count`} aria-live="polite" className="mt-1 text-sm">
        {count < limit * COUNTER_FROM
          ? ""
          : (count > limit ? words.textTooLong : words.textCounter).replace(
              /{(\w+)}/g,
              (_, name: keyof typeof figures) => `${figures[name]}`,
            )}
      </p>
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  error,
  children,
  ...select
}: { id: string; label: string; error?: string; children: React.ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className={controlClass} {...describedBy(id, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export const submitButtonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-6 text-lg font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-700 sm:w-auto";
