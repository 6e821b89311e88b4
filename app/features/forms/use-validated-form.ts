import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, firstErrorPerField } from "#schemas/field-errors";

type Values<F extends string> = Record<F, string>;

/**
 * Form state for the spec's rules (section 5): validation with the shared schema on every change and
 * blur, messages shown only for fields the visitor has left (touched), and a submit that touches every field and goes ahead
 * only when nothing is wrong.
 */
export function useValidatedForm<F extends string, S extends z.ZodType>(fields: readonly F[], schema: S) {
  const empty = Object.fromEntries(fields.map((field) => [field, ""])) as Values<F>;
  const [values, setValues] = useState<Values<F>>(empty);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});

  const result = schema.safeParse(values);
  const errors: FieldErrors = result.success ? {} : firstErrorPerField(result.error);
  const isValid = result.success;
  const isChanged = fields.some((field) => values[field] !== "");
  const anyEmpty = fields.some((field) => values[field].trim() === "");

  const errorFor = (field: F) => (touched[field] ? errors[field] : undefined);

  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  return {
    values,
    isValid,
    isChanged,
    anyEmpty,
    fieldProps,
    /** Marks every field touched; returns the parsed data when the form may be sent. */
    validateForSubmit(): z.output<S> | null {
      setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>);
      return result.success ? result.data : null;
    },
    reset() {
      setValues(empty);
      setTouched({});
    },
  };
}
