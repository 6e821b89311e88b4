/**
 * `npm run content:todo`: every fact only the hospital can give (app/content/hospital-fact.ts) that is
 * still missing or a working value to confirm, so the hospital can hand them all over in one sitting.
 * It reads the published content (the live release) when the server's database has one, else the
 * repository's content, and lists the facts by kind and document as the desk's checklist does
 * (server/content/content-checklist.ts). `contentTodos` lists the repository's content modules by file
 * and field, as the build reports them.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_KINDS } from "#app/content/editable-kinds";
import { type FactToSupply, factsToSupply } from "#app/content/hospital-fact";
import { SEED_CONTENT, type SiteContent } from "#app/content/site-content";
import { type Checklist, contentChecklist } from "#server/content/content-checklist";
import { readLiveRelease } from "#server/content/release-publisher";
import { openDeskDatabase } from "#server/desk/desk-database";
import { DATABASE_FILE } from "#server/store/dialect";
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

/** Where the content came from: the live release, or the repository's (nothing published, or no database). */
export type ContentSource = { content: SiteContent; release: number | null };

/**
 * The published content, read without changing the database (no migration, nothing created): a
 * machine without a database, or one where nothing has been published yet, has the repository's.
 */
export async function publishedContent(options: { dataDir: string; databaseUrl?: string }): Promise<ContentSource> {
  if (!options.databaseUrl && !existsSync(join(options.dataDir, DATABASE_FILE))) return { content: SEED_CONTENT, release: null };
  const database = openDeskDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, poolSize: 1 });
  try {
    const live = await readLiveRelease(database);
    return live ? { content: live.content, release: live.number } : { content: SEED_CONTENT, release: null };
  } finally {
    await database.close();
  }
}

/** A phone number as the site shows it, anything else as text. */
const showFact = (value: unknown) => {
  const display = (value as { display?: unknown } | null)?.display;
  return typeof display === "string" ? display : show(value);
};

const titleOf = (kindId: string) => CONTENT_KINDS.find((kind) => kind.id === kindId)?.title ?? kindId;

/** The one count of facts still to supply: how `npm run content:todo` ends, and `npm run build` (of the repository's content). */
export function checklistSummary(checklist: Pick<Checklist, "total" | "missing" | "working">): string {
  return `${checklist.total} hospital facts still to supply: ${checklist.missing} missing, ${checklist.working} working values to confirm.`;
}

/** The repository's content (a fresh install's first release), counted as content:todo counts the published one. */
export const seedChecklistSummary = (): string => checklistSummary(contentChecklist(CONTENT_KINDS, SEED_CONTENT));

/** The checklist as the command prints it: by kind, then document, then field, ending with the count. */
export function formatChecklist(checklist: Checklist, source: Pick<ContentSource, "release">): string {
  const from =
    source.release === null
      ? "From the repository's content (nothing has been published from the desk on this machine's database)."
      : `From the published content, release ${source.release}.`;
  const kinds = [...new Set(checklist.items.map((item) => item.kind))];
  const groups = kinds.map((kind) => {
    const items = checklist.items.filter((item) => item.kind === kind);
    const documents = [...new Set(items.map((item) => `${item.key}\u0000${item.about}`))];
    const lines = documents.flatMap((document) => {
      const [key, about] = document.split("\u0000") as [string, string];
      const ofDocument = items.filter((item) => item.key === key);
      const heading = about === titleOf(kind) ? [] : [`  ${about} (${key})`];
      const indent = heading.length > 0 ? "    " : "  ";
      return [
        ...heading,
        ...ofDocument.map(
          (item) => `${indent}${item.path}  [${STATE_WORDS[item.state]}]${item.state === "working" ? `: ${showFact(item.value)}` : ""}`,
        ),
      ];
    });
    return [titleOf(kind), ...lines].join("\n");
  });
  return [from, ...groups, checklistSummary(checklist)].join("\n\n");
}
