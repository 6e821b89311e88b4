/**
 * What `npm run staff -- …` does: an administrator at the server's terminal manages who may sign in to
 * the desk. Each change is in the desk's audit log, made by "staff command".
 */
import { parseArgs } from "node:util";
import { openStore } from "../../store/store";
import {
  AccountError,
  addAccount,
  disableAccount,
  listAccounts,
  resetAccount,
  setContentRights,
  setupLink,
  SETUP_LINK_VALID_MS,
  type ContentRights,
} from "./accounts";
import { openDeskDatabase, type DeskDatabase } from "../desk-database";
import { UsageError, answerMisuse } from "../../command-usage";

export const STAFF_ACCOUNTS_USAGE = `Usage: npm run staff -- <command>

  add EMAIL --role desk|admin   create an account; prints a one-time link (valid 24 hours)
                                where the person sets their password
  list                          every account, its role, state and content rights
  rights EMAIL [--edit yes|no] [--publish yes|no]
                                give or take away the right to edit the site's content
                                and the right to publish it (an administrator has both)
  disable EMAIL                 refuse its sign-ins from now on and end its sessions
  reset EMAIL                   forget its password and second factors, end its sessions,
                                print a new link
`;

export type StaffAccountsIo = {
  dataDir: string;
  databaseUrl?: string;
  /** The site's address; links are this plus /desk/set-password. */
  baseUrl: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  now?: () => Date;
};

const ACTOR = "staff command";
const LINK_HOURS = SETUP_LINK_VALID_MS / 3_600_000;

/** Runs one command and returns the exit code: 0 done, 1 refused, 2 misused. */
export async function runStaffAccountsCommand(args: string[], io: StaffAccountsIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { role: { type: "string" }, edit: { type: "string" }, publish: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return answerMisuse(error, STAFF_ACCOUNTS_USAGE, io.stderr);
  }
  const [command, email, ...extra] = parsed.positionals;
  try {
    if (command === undefined) throw new UsageError("No command given.");
    if (!["add", "list", "disable", "reset", "rights"].includes(command)) throw new UsageError(`Unknown command: ${command}`);
    if (command === "list" ? email !== undefined : email === undefined || extra.length > 0) {
      throw new UsageError(command === "list" ? "list takes no e-mail." : `${command} needs one e-mail address.`);
    }
    if (command === "add" && parsed.values.role === undefined) throw new UsageError("add needs --role desk or --role admin.");
    if (command !== "add" && parsed.values.role !== undefined) throw new UsageError("--role goes with add only.");
    const { edit, publish } = parsed.values;
    if (command !== "rights" && (edit !== undefined || publish !== undefined))
      throw new UsageError("--edit and --publish go with rights only.");
    if (command === "rights" && edit === undefined && publish === undefined)
      throw new UsageError("rights needs --edit yes|no, --publish yes|no or both.");
    for (const [name, value] of [
      ["--edit", edit],
      ["--publish", publish],
    ] as const)
      if (value !== undefined && value !== "yes" && value !== "no") throw new UsageError(`${name} is yes or no, not ${value}.`);
  } catch (error) {
    return answerMisuse(error, STAFF_ACCOUNTS_USAGE, io.stderr);
  }

  // Opening the store first brings the schema up to date; the desk then has its tables.
  const store = await openStore({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 2 });
  await store.close();
  const database = openDeskDatabase({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 2 });
  try {
    const rights: Partial<ContentRights> = {
      ...(parsed.values.edit === undefined ? {} : { contentEdit: parsed.values.edit === "yes" }),
      ...(parsed.values.publish === undefined ? {} : { contentPublish: parsed.values.publish === "yes" }),
    };
    return await run(database, command, email ?? "", { role: parsed.values.role ?? "", rights }, io);
  } catch (error) {
    if (error instanceof AccountError) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** What the content rights of an account amount to, in a word or two. */
const rightsWords = (account: { role: string } & ContentRights) =>
  account.role === "admin"
    ? "edit, publish"
    : [account.contentEdit && "edit", account.contentPublish && "publish"].filter(Boolean).join(", ") || "none";

async function run(
  database: DeskDatabase,
  command: string,
  email: string,
  { role, rights }: { role: string; rights: Partial<ContentRights> },
  io: StaffAccountsIo,
): Promise<number> {
  const actor = { name: ACTOR, address: "local", at: io.now?.() ?? new Date() };
  switch (command) {
    case "add": {
      const { account, token } = await addAccount(database, email, role, actor);
      io.stdout(
        `Added ${account.email} (${account.role}). Send them this link to set a password; it works once, within ${LINK_HOURS} hours:\n${setupLink(io.baseUrl, token)}\n`,
      );
      return 0;
    }
    case "disable":
      await disableAccount(database, email, actor);
      io.stdout(`Disabled ${email.trim().toLowerCase()}; its sessions have ended.\n`);
      return 0;
    case "rights": {
      const account = await setContentRights(database, email, rights, actor);
      const note = account.role === "admin" ? " (an administrator may always edit and publish)" : "";
      io.stdout(`${account.email} may now change the site's content: ${rightsWords(account)}${note}.\n`);
      return 0;
    }
    case "reset": {
      const { token } = await resetAccount(database, email, actor, { forgetSecondFactors: true });
      io.stdout(
        `Reset ${email.trim().toLowerCase()}: the old password and second factors no longer work. New link, valid once within ${LINK_HOURS} hours:\n${setupLink(io.baseUrl, token)}\n`,
      );
      return 0;
    }
    default: {
      const accounts = await listAccounts(database);
      if (accounts.length === 0) {
        io.stdout("No accounts. Add the first administrator with: npm run staff -- add EMAIL --role admin\n");
        return 0;
      }
      const rows = [
        ["E-mail", "Role", "State", "Content", "Added"],
        ...accounts.map((a) => [a.email, a.role, a.status, rightsWords(a), a.createdAt.toISOString().slice(0, 10)]),
      ];
      const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
      io.stdout(
        rows
          .map((row) =>
            row
              .map((cell, column) => cell.padEnd(widths[column]!))
              .join("  ")
              .trimEnd(),
          )
          .join("\n") + "\n",
      );
      return 0;
    }
  }
}
