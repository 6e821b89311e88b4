import type { $ZodError } from "zod/v4/core";

/** Field name -> its first error message; the shape the API answers with and the forms show. */
export type FieldErrors = Record<string, string>;

export function firstErrorPerField(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[key] ??= "Unknown field";
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}
