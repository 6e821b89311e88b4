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

export function TextAreaField({
  id,
  label,
  error,
  ...textarea
}: { id: string; label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea id={id} rows={5} className={controlClass} {...describedBy(id, error)} {...textarea} />
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
