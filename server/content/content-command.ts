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
import { CONTENT_KINDS } from "#app/content/editable-kinds";
import { type SiteContent, siteContentProblems } from "#app/content/site-content";
import { openDeskDatabase, type DeskDatabase } from "../desk/desk-database";
import { openStore, type Store } from "../store/store";
import type { ContentPublisher } from "./content-publisher";
import { type ContentActor, ContentRefusal, createContentStore } from "./content-store";
import { onDemandReleasePublisher, readOnlyPublisher, type ReleaseFunctions } from "./release-publisher";

export const CONTENT_USAGE = `Usage: npm run content -- <command>

  export                      the published content, both languages, pictures by reference,
                              as JSON on standard output:  npm run content -- export > site.json
  import FILE                 check FILE as the desk checks an edit; if it has no problem, every
                              document it changes becomes a draft to review and publish in the desk
  import FILE --publish       ... or goes live at once
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

class UsageError extends Error {}

const OPTIONS = { publish: { type: "boolean" } } as const;

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
    if (command === "export" && (file || values.publish)) throw new UsageError("export takes nothing more.");

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
    const outcome = await content.importContent(parsed, { publish: values.publish ?? false, bypassSecondPerson: true }, actor);
    io.stdout(
      outcome.published
        ? `Published as release ${outcome.release.number}: ${outcome.changed} documents changed, ${outcome.removed} removed.\n`
        : `${outcome.drafts} drafts are waiting in the desk to be reviewed and published (${outcome.changed} changed, ${outcome.removed} removed).\n`,
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
      io.stderr(`${error.body.message ?? "Refused."}\n${lines.join("\n")}${lines.length > 0 ? "\n" : ""}Nothing was changed.\n`);
      return 1;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`${(error as Error).message}\n\n${CONTENT_USAGE}`);
      return 2;
    }
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
