/**
 * What `npm run content -- …` does: writes the published content to a file (a backup, or a move to
 * another machine), and reads one back, checked exactly as the desk checks an edit: a file with any
 * problem is refused with each problem named, and nothing changes. Imported content becomes drafts
 * for staff to review in the desk, or goes live at once with --publish. Both are in the audit log.
 *
 * Run on the server's machine by whoever runs the server, like `npm run staff`: it may publish an
 * emergency number without a second person, which the desk never allows.
 */
import { readFile } from "node:fs/promises";
import { hostname, userInfo } from "node:os";
import { parseArgs } from "node:util";
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { type SiteContent, siteContentProblems } from "#app/content/model/site-content";
import { openDeskDatabase, type DeskDatabase } from "../desk/desk-database";
import { openStore, type Store } from "../store/store";
import type { ContentPublisher } from "./content-publisher";
import { type ContentActor, ContentRefusal, createContentStore, type ImportPlan } from "./content-store";
import { formatIndianTime } from "#common/indian-time";
import { onDemandReleasePublisher, readOnlyPublisher, type ReleaseFunctions } from "./release-publisher";
import { UsageError, answerMisuse, isUsageError } from "../command-usage";

export const CONTENT_USAGE = `Usage: npm run content -- <command>

  export                      the published content, both languages, pictures by reference,
                              as JSON on standard output:  npm run content -- export > site.json
  import FILE                 check FILE as the desk checks an edit; if it has no problem, every
                              document it changes becomes a draft to review and publish in the desk
  import FILE --check         only say what the import would do: the release the file came from,
                              and each document it would add, change or remove against the live site
  import FILE --publish       ... or goes live at once; if that would undo what was published since
                              the file was made, or remove anything live, add --confirm-reverting
                              A file with any problem is refused, each problem named, and nothing changes.

Exports and imports are recorded in the audit log under STAFF_NAME and your login name.
`;

export type ContentCommandIo = {
  dataDir: string;
  databaseUrl?: string;
  staffName?: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The publisher that renders (the server's releases); without it --publish is refused. */
  publisherFor?: (database: DeskDatabase) => ContentPublisher<SiteContent>;
  /** Opens the site's releases (server/publish/releases.ts) when a publish needs them; closed when the command ends. */
  openReleases?: () => Promise<ReleaseFunctions & { stop(): Promise<void> }>;
  now?: () => Date;
};

const OPTIONS = { publish: { type: "boolean" }, check: { type: "boolean" }, "confirm-reverting": { type: "boolean" } } as const;

const ACTION_WORDS = { add: "adds", change: "changes", remove: "removes" } as const;

/** What an import would do, in lines a person reads before saying yes: the releases, then each document. */
export function importPlanText(plan: ImportPlan): string {
  const from =
    plan.fileRelease === null
      ? "The file does not say which release it came from"
      : `The file is release ${plan.fileRelease}'s content${plan.exportedAt ? `, exported ${formatIndianTime(plan.exportedAt)}` : ""}`;
  const lines = [`${from}; the site is at release ${plan.liveRelease}.`];
  if (plan.items.length === 0) lines.push("It changes nothing on the site.");
  for (const item of plan.items) {
    lines.push(`  ${ACTION_WORDS[item.action].padEnd(8)} ${item.kind}/${item.key} (${item.title})`);
    if (item.reverts) lines.push(`           UNDOES LIVE CONTENT: ${item.reverts}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Runs one command and returns the exit code: 0 done, 1 refused or failed, 2 misused. */
export async function runContentCommand(args: string[], io: ContentCommandIo): Promise<number> {
  let store: Store | undefined;
  let database: DeskDatabase | undefined;
  let releases: (ReleaseFunctions & { stop(): Promise<void> }) | undefined;
  try {
    const { positionals, values } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, file, ...extra] = positionals;
    if (command !== "export" && command !== "import") throw new UsageError(command ? `Unknown command: ${command}` : "No command given.");
    if (command === "import" && (!file || extra.length > 0)) throw new UsageError("Name one file to import.");
    if (command === "export" && (file || values.publish || values.check || values["confirm-reverting"]))
      throw new UsageError("export takes nothing more.");
    if (values.check && (values.publish || values["confirm-reverting"]))
      throw new UsageError("--check changes nothing: it takes nothing more.");
    if (values["confirm-reverting"] && !values.publish) throw new UsageError("--confirm-reverting goes with --publish.");

    // The store migrates the database (the content tables included) before anything reads it.
    store = await openStore({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 2 });
    database = openDeskDatabase({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 2 });
    const openReleases = io.openReleases;
    const publisher =
      io.publisherFor?.(database) ??
      (openReleases ? onDemandReleasePublisher(database, async () => (releases ??= await openReleases())) : readOnlyPublisher(database));
    const content = createContentStore<SiteContent>({ database, kinds: CONTENT_KINDS, publisher, problemsOf: siteContentProblems });
    const actor: ContentActor = { name: staffName(io), address: `local ${hostname()}`, at: io.now?.() ?? new Date() };

    if (command === "export") {
      io.stdout(`${JSON.stringify(await content.exportContent(actor), null, 2)}\n`);
      return 0;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file!, "utf8"));
    } catch (error) {
      io.stderr(`${file} could not be read as JSON: ${(error as Error).message}\nNothing was changed.\n`);
      return 1;
    }
    io.stdout(importPlanText(await content.checkImport(parsed)));
    if (values.check) return 0;
    const outcome = await content.importContent(
      parsed,
      { publish: values.publish ?? false, bypassSecondPerson: true, confirmReverting: values["confirm-reverting"] ?? false },
      actor,
    );
    io.stdout(
      outcome.published
        ? `Published as release ${outcome.release.number}: ${outcome.changed} documents changed, ${outcome.removed} removed.\n`
        : `${outcome.drafts} drafts are waiting in the desk to be reviewed and published (${outcome.changed} changed, ${outcome.removed} removed` +
            `${outcome.reverting > 0 ? `; the ${outcome.reverting} that undo live content are not chosen for publishing until someone chooses them` : ""}).\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ContentRefusal) {
      const problems = [
        ...(error.body.problems ?? []),
        ...((error.body.reasons as { kind?: string; key?: string; message: string }[]) ?? []),
      ];
      const lines = problems.map((problem) => {
        const where = [problem.kind && `${problem.kind}/${problem.key ?? ""}`, "path" in problem && problem.path].filter(Boolean).join(" ");
        return `  ${where || "the file"}: ${problem.message}`;
      });
      const then = error.body.error === "needs_confirmation" ? "If you mean it, add --confirm-reverting.\n" : "";
      io.stderr(`${error.body.message ?? "Refused."}\n${lines.join("\n")}${lines.length > 0 ? "\n" : ""}${then}Nothing was changed.\n`);
      return 1;
    }
    if (isUsageError(error)) return answerMisuse(error, CONTENT_USAGE, io.stderr);
    throw error;
  } finally {
    await releases?.stop();
    await database?.close();
    await store?.close();
  }
}

/** STAFF_NAME and the login name, as the staff command records them. */
function staffName(io: ContentCommandIo): string {
  const login = userInfo().username;
  const declared = io.staffName?.trim();
  return declared && declared !== login ? `${declared} (login ${login})` : login;
}
