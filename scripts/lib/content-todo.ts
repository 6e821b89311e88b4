/**
 * `npm run content:todo`: every fact only the hospital can give (app/content/hospital-fact.ts) that is
 * still missing or a working value to confirm, listed by file and field with both languages' values,
 * so the hospital can hand them all over in one sitting.
 */
import { type FactToSupply, factsToSupply } from "#app/content/hospital-fact";
import { CONTENT_CHECKS } from "#app/content/validate";
import { LOCALES, type Locale } from "#common/locale";

type ContentModule = { name: string; content: Record<Locale, unknown> };

/** A fact still to supply, in one file, with its state and value in each language. */
export type ContentTodo = {
  file: string;
  path: string;
  /** What the fact belongs to, in English, when the path does not say (a testimonial's patient). */
  about?: string;
  byLocale: Partial<Record<Locale, { state: "working" | "missing"; value?: unknown }>>;
};

/** The checks' module names that are not their file's name. */
const FILE_OF_MODULE: Record<string, string> = { "hospital-facts": "hospital", serverAnswers: "server-answers" };

/** A language-neutral module is one object shared by every language; the others have a file per language. */
function fileOf(module: ContentModule): string {
  const file = FILE_OF_MODULE[module.name] ?? module.name;
  const [first, ...rest] = LOCALES.map((locale) => module.content[locale]);
  const neutral = rest.every((content) => content === first);
  return neutral ? `app/content/${file}.ts` : `app/content/{${LOCALES.join(",")}}/${file}.ts`;
}

/** Where a language-neutral record keeps its words in each language: "[3].words.hi.achievements". */
const WORDS_OF_LOCALE = new RegExp(`\\.words\\.(${LOCALES.join("|")})(?=\\.|$)`);

/**
 * A fact in one language's words of a language-neutral record, listed once with its value in each
 * language, as the facts of a per-language file are ("[3].words.achievements", en and hi).
 */
function wordsOfOneLanguage(fact: FactToSupply): FactToSupply & { locale?: Locale } {
  const match = WORDS_OF_LOCALE.exec(fact.path);
  if (!match) return fact;
  return { ...fact, path: fact.path.replace(WORDS_OF_LOCALE, ".words"), locale: match[1] as Locale };
}

/** Every fact not yet supplied in the given modules, in the order of the modules and of their content. */
export function contentTodos(modules: ContentModule[] = CONTENT_CHECKS): ContentTodo[] {
  const todos = new Map<string, ContentTodo>();
  for (const module of modules) {
    const file = fileOf(module);
    const locales = file.includes("{") ? LOCALES : LOCALES.slice(0, 1);
    for (const locale of locales) {
      for (const found of factsToSupply(module.content[locale])) {
        const { path, state, value, about, locale: wordsLocale } = wordsOfOneLanguage(found);
        const key = `${file} ${path}`;
        const todo = todos.get(key) ?? { file, path, ...(about === undefined ? {} : { about }), byLocale: {} };
        todo.byLocale[wordsLocale ?? locale] = state === "working" ? { state, value } : { state };
        todos.set(key, todo);
      }
    }
  }
  return [...todos.values()];
}

const STATE_WORDS = { working: "working value to confirm", missing: "missing" } as const;
const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function describeTodo({ path: fieldPath, about, byLocale }: ContentTodo): string {
  const path = about === undefined ? fieldPath : `${fieldPath} (${about})`;
  const entries = Object.entries(byLocale) as [Locale, NonNullable<ContentTodo["byLocale"][Locale]>][];
  const [first] = entries;
  if (!first) return `  ${path}`;
  const sameEverywhere = entries.every(([, entry]) => entry.state === first[1].state && show(entry.value) === show(first[1].value));
  if (sameEverywhere) {
    const value = first[1].state === "working" ? `: ${show(first[1].value)}` : "";
    return `  ${path}  [${STATE_WORDS[first[1].state]}]${value}`;
  }
  const perLocale = entries.map(
    ([locale, entry]) => `      ${locale}: ${entry.state === "working" ? show(entry.value) : `[${STATE_WORDS.missing}]`}`,
  );
  return [`  ${path}  [${STATE_WORDS[first[1].state]}]`, ...perLocale].join("\n");
}

/** One line saying how many facts remain, as `npm run build` ends. */
export function contentTodoSummary(todos: ContentTodo[]): string {
  const missingCount = todos.filter((todo) => Object.values(todo.byLocale).some((entry) => entry.state === "missing")).length;
  return `${todos.length} hospital facts still to supply: ${missingCount} missing, ${todos.length - missingCount} working values to confirm.`;
}

/** The report, grouped by file, ending with the count. */
export function formatContentTodos(todos: ContentTodo[]): string {
  const files = [...new Set(todos.map((todo) => todo.file))];
  const groups = files.map((file) => [file, ...todos.filter((todo) => todo.file === file).map(describeTodo)].join("\n"));
  return [...groups, contentTodoSummary(todos)].join("\n\n");
}
