import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { z } from "zod/mini";
import { type FieldErrors, firstErrorPerField } from "#schemas/field-errors";

type Values<F extends string> = Record<F, string>;

/** Where the shared schema stands: zod is fetched when the visitor starts on the form, so it can be on its way or unreachable. */
type SchemaState<S> = { status: "loading" } | { status: "ready"; schema: S } | { status: "unavailable" };

/** What each field holds right now, read from the page itself (a select, input or textarea by its name). */
function readFields<F extends string>(form: HTMLFormElement, fields: readonly F[]): Values<F> {
  const entries = fields.map((field) => {
    const control = form.elements.namedItem(field);
    return [field, control && "value" in control ? String(control.value) : ""];
  });
  return Object.fromEntries(entries) as Values<F>;
}

/**
 * Form state for the spec's rules (section 5): validation with the shared schema on every change and
 * blur, messages shown only for fields the visitor has left (touched), and a submit that touches every
 * field and goes ahead only when nothing is wrong.
 *
 * The fields are uncontrolled: what a visitor types before the page's scripts run stays in them, and
 * on hydration the state is read from the fields, with every filled one marked touched, so the rules
 * apply at once to what is on screen. The schema (zod) arrives by `loadSchema` once the visitor starts
 * on the form, which keeps it out of the scripts every form page needs before it works.
 */
export function useValidatedForm<R extends string, S extends z.ZodMiniType, O extends string = never>(
  requiredFields: readonly R[],
  loadSchema: () => Promise<S>,
  /** Fields a visitor may leave empty: checked like the others, but Book Now never waits for them. */
  optionalFields: readonly O[] = [],
) {
  type F = R | O;
  const fields: readonly F[] = [...requiredFields, ...optionalFields];
  const formRef = useRef<HTMLFormElement | null>(null);
  /** The form element's ref callback: the hook reads the fields from it at hydration and on submit. */
  const attach = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
  }, []);
  const empty = Object.fromEntries(fields.map((field) => [field, ""])) as Values<F>;
  const [values, setValues] = useState<Values<F>>(empty);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [schemaState, setSchemaState] = useState<SchemaState<S>>({ status: "loading" });

  // Before paint, so the first frame the scripts draw already shows the rules applied to what was typed.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const typed = readFields(formRef.current, fields);
    const filled = fields.filter((field) => typed[field] !== "");
    if (filled.length === 0) return;
    // Reading the page once at hydration is the point: it holds what was typed before React ran.
    setValues(typed);
    setTouched(Object.fromEntries(filled.map((field) => [field, true])) as Partial<Record<F, boolean>>);
    // Only at hydration: afterwards every change reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change reaches the state from the page itself, whatever made it. React's onChange compares a
  // field with the value it last saw: after a reset (form.reset() changes the fields behind React's
  // back) a paste or an autofill of that same value fires no onChange, and the state would say "empty"
  // under a filled field (review M6: a second family member's booking). The browser's own input and
  // change events always fire, so the state follows what is on screen.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const follow = () => setValues(readFields(form, fields));
    form.addEventListener("input", follow);
    form.addEventListener("change", follow);
    return () => {
      form.removeEventListener("input", follow);
      form.removeEventListener("change", follow);
    };
    // The fields are fixed for the form's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The checks are fetched when the visitor starts on the form (a focus, a touch, a keystroke, an
  // autofill), or at once when its fields already hold something: a visitor who only reads the page
  // (the address, the phone numbers) never downloads them, and one who fills it gets them while typing.
  useEffect(() => {
    let current = true;
    const load = () => {
      loadSchema().then(
        (schema) => current && setSchemaState({ status: "ready", schema }),
        (error: unknown) => {
          // The server checks what is sent.
          console.warn(error);
          if (current) setSchemaState({ status: "unavailable" });
        },
      );
    };
    const form = formRef.current;
    if (!form || Object.values(readFields(form, fields)).some((value) => value !== "")) {
      load();
      return () => {
        current = false;
      };
    }
    const startsFilling = ["focusin", "pointerdown", "input"] as const;
    const onFirstUse = () => {
      for (const type of startsFilling) form.removeEventListener(type, onFirstUse);
      load();
    };
    for (const type of startsFilling) form.addEventListener(type, onFirstUse);
    return () => {
      current = false;
      for (const type of startsFilling) form.removeEventListener(type, onFirstUse);
    };
    // The loader is fixed for the form's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = schemaState.status === "ready" ? schemaState.schema.safeParse(values) : undefined;
  const errors: FieldErrors = result && !result.success ? firstErrorPerField(result.error) : {};
  const isChanged = fields.some((field) => values[field] !== "");
  /** The required fields still empty, in the form's order. */
  const emptyFields = requiredFields.filter((field) => values[field].trim() === "");
  /** False while the checks are on their way; true when they pass, or when they could not be loaded and the server will check. */
  const isValid = result ? result.success : schemaState.status === "unavailable";

  const errorFor = (field: F) => (touched[field] ? errors[field] : undefined);

  const fieldProps = (field: F) => ({
    name: field,
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  return {
    attach,
    values,
    isValid,
    isChanged,
    emptyFields,
    fieldProps,
    /**
     * Marks every field touched and checks what the fields hold now; returns what may be sent, or
     * null when something is wrong. Waits for the checks when the visitor is quicker than they are.
     */
    async validateForSubmit(): Promise<z.output<S> | Values<F> | null> {
      const typed = formRef.current ? readFields(formRef.current, fields) : values;
      setValues(typed);
      setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>);
      let schema: S;
      try {
        schema = schemaState.status === "ready" ? schemaState.schema : await loadSchema();
      } catch {
        // The server checks every submission with the same schema and answers what is wrong.
        return typed;
      }
      const checked = schema.safeParse(typed);
      return checked.success ? checked.data : null;
    },
    reset() {
      formRef.current?.reset();
      setValues(empty);
      setTouched({});
    },
  };
}
