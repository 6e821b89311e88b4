/** What every control of a document's form reads and changes: the value, its problems and its rules. */
import { createContext, useContext } from "react";
import type { JsonSchema } from "./json-schema";

export type FormContextValue = {
  root: JsonSchema;
  value: unknown;
  set: (pointer: string, value: unknown) => void;
  /** Sets a Hindi field and records the English it now translates. */
  setHindi: (pointer: string, value: string) => void;
  sources: Record<string, string>;
  problems: ReadonlyMap<string, string[]>;
  needsSecondPerson: readonly string[];
};

export const ContentFormContext = createContext<FormContextValue | null>(null);

export function useContentForm(): FormContextValue {
  const form = useContext(ContentFormContext);
  if (!form) throw new Error("a field of a content form is outside its form");
  return form;
}
