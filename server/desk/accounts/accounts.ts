/**
 * Staff accounts. An administrator adds one (from the staff command or the desk); the person sets their
 * password through a one-time link valid for 24 hours. Disabling an account or resetting its password
 * ends its sessions at once.
 */
import { type DeskDatabase, runInTransaction, type WriteStatement } from "../desk-database";
import type { AccountStatus, DeskRole } from "../desk-tables";
import { auditEntry } from "../audit";
import { hashPassword, passwordProblem, type PasswordProblem } from "./passwords";
import { digest, newRowId, newSecret } from "../tokens";

export const SETUP_LINK_VALID_MS = 24 * 60 * 60 * 1000;
export const DESK_ROLES: readonly DeskRole[] = ["desk", "admin"];

/** Rights over the site's content beyond the role: edit (save drafts) and publish (approve, publish, roll back, import). */
export type ContentRights = { contentEdit: boolean; contentPublish: boolean };
export type Account = { id: string; email: string; role: DeskRole; status: AccountStatus; createdAt: Date } & ContentRights;
/** Who made a change and from where, for the audit log. */
export type Actor = { name: string; address: string; at: Date };

export class AccountError extends Error {
  constructor(
    readonly code: "exists" | "not_found" | "invalid_email" | "invalid_role" | "last_admin",
    message: string,
  ) {
    super(message);
  }
}

const EMAIL = /^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The path, under the site's address, where a person sets their password; the token rides in the fragment, which browsers never send to a server or in a Referer. */
export const setupLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, "")}/desk/set-password#${token}`;

type AccountRow = {
  id: string;
  email: string;
  role: DeskRole;
  status: AccountStatus;
  created_at: string;
  content_edit?: number;
  content_publish?: number;
};

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.status,
  createdAt: new Date(row.created_at),
  ...contentRightsOf(row),
});

/** An administrator may always edit and publish; anyone else as granted. */
export const contentRightsOf = (row: { role: DeskRole; content_edit?: number; content_publish?: number }): ContentRights => ({
  contentEdit: row.role === "admin" || row.content_edit === 1,
  contentPublish: row.role === "admin" || row.content_publish === 1,
});

/** The rights as the desk's pages read them (GET /api/desk/session, the sign-in's answers): names, none when not held. */
export type ContentRightName = "content_edit" | "content_publish";
export const contentRightNames = (rights: ContentRights): ContentRightName[] => [
  ...(rights.contentEdit ? (["content_edit"] as const) : []),
  ...(rights.contentPublish ? (["content_publish"] as const) : []),
];

/** The account's content rights now (read per request, so a right taken away counts at once). */
export async function contentRightsOfAccount({ db }: DeskDatabase, accountId: string): Promise<ContentRights> {
  const row = await db
    .selectFrom("desk_accounts")
    .select(["role", "content_edit", "content_publish", "status"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  return row && row.status === "active" ? contentRightsOf(row) : { contentEdit: false, contentPublish: false };
}

export async function findAccount({ db }: DeskDatabase, email: string) {
  return db.selectFrom("desk_accounts").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

export async function listAccounts({ db }: DeskDatabase): Promise<Account[]> {
  const rows = await db
    .selectFrom("desk_accounts")
    .select(["id", "email", "role", "status", "created_at", "content_edit", "content_publish"])
    .orderBy("email")
    .execute();
  return rows.map(toAccount);
}

/** Adds an invited account; resolves to the one-time token for its set-password link. */
export async function addAccount(
  database: DeskDatabase,
  email: string,
  role: string,
  actor: Actor,
  rights: Partial<ContentRights> = {},
): Promise<{ account: Account; token: string }> {
  const address = normaliseEmail(email);
  if (!EMAIL.test(address)) throw new AccountError("invalid_email", `Not an e-mail address: ${email}`);
  if (!DESK_ROLES.includes(role as DeskRole)) throw new AccountError("invalid_role", `The role must be one of: ${DESK_ROLES.join(", ")}.`);
  if (await findAccount(database, address)) throw new AccountError("exists", `${address} already has an account.`);
  const token = newSecret();
  const at = actor.at.toISOString();
  const row = {
    id: newRowId(),
    email: address,
    role: role as DeskRole,
    status: "invited" as const,
    password_hash: null,
    setup_token_hash: digest(token),
    setup_expires_at: new Date(actor.at.getTime() + SETUP_LINK_VALID_MS).toISOString(),
    created_at: at,
    updated_at: at,
    content_edit: rights.contentEdit ? 1 : 0,
    content_publish: rights.contentPublish ? 1 : 0,
  };
  try {
    await database.write([
      database.db.insertInto("desk_accounts").values(row),
      auditEntry(database, { actor: actor.name, action: "account-added", target: address, address: actor.address, at: actor.at }),
    ]);
  } catch (error) {
    // Two administrators adding the same person at once: the unique e-mail decides.
    if (await findAccount(database, address)) throw new AccountError("exists", `${address} already has an account.`);
    throw error;
  }
  return { account: toAccount(row), token };
}

async function requireAccount(database: DeskDatabase, email: string) {
  const account = await findAccount(database, email);
  if (!account) throw new AccountError("not_found", `No account for ${normaliseEmail(email)}.`);
  return account;
}

const LAST_ADMIN = "This is the only administrator left: add another before disabling or resetting it.";
const sqliteQueues = new WeakMap<DeskDatabase, Promise<unknown>>();

/**
 * Writes the statements unless `accountId` is the only active administrator (the desk would have
 * nobody left to manage it). The count and the change cannot be raced: on PostgreSQL the active
 * administrators' rows are locked (FOR UPDATE) in the same transaction, so two administrators disabling
 * each other at once are taken one after the other and the second finds itself the last; on SQLite the
 * process's changes of this kind are queued (one process writes a SQLite file).
 */
async function unlessLastAdministrator(database: DeskDatabase, accountId: string, statements: WriteStatement[]): Promise<void> {
  const isLast = (admins: { id: string }[]) => admins.length === 1 && admins[0]!.id === accountId;
  if (database.dialect === "postgres") {
    const done = await database.db.transaction().execute(async (trx) => {
      const admins = await trx
        .selectFrom("desk_accounts")
        .select("id")
        .where("role", "=", "admin")
        .where("status", "=", "active")
        .forUpdate()
        .execute();
      if (isLast(admins)) return false;
      await runInTransaction(trx, statements);
      return true;
    });
    if (!done) throw new AccountError("last_admin", LAST_ADMIN);
    return;
  }
  const turn = (sqliteQueues.get(database) ?? Promise.resolve()).then(async () => {
    const admins = await database.db
      .selectFrom("desk_accounts")
      .select("id")
      .where("role", "=", "admin")
      .where("status", "=", "active")
      .execute();
    if (isLast(admins)) throw new AccountError("last_admin", LAST_ADMIN);
    await database.write(statements);
  });
  sqliteQueues.set(
    database,
    turn.catch(() => undefined),
  );
  await turn;
}

/** Writes the change, guarded by unlessLastAdministrator when the desk asks (the staff command may deliberately leave none). */
const writeChange = (database: DeskDatabase, accountId: string, statements: WriteStatement[], keepAnAdministrator: boolean) =>
  keepAnAdministrator ? unlessLastAdministrator(database, accountId, statements) : database.write(statements).then(() => undefined);

/** Refuses every sign-in from now on and ends the account's sessions. */
export async function disableAccount(
  database: DeskDatabase,
  email: string,
  actor: Actor,
  { keepAnAdministrator = false } = {},
): Promise<void> {
  const account = await requireAccount(database, email);
  const { db } = database;
  await writeChange(
    database,
    account.id,
    [
      db
        .updateTable("desk_accounts")
        .set({ status: "disabled", setup_token_hash: null, setup_expires_at: null, updated_at: actor.at.toISOString() })
        .where("id", "=", account.id),
      db.deleteFrom("desk_sessions").where("account_id", "=", account.id),
      auditEntry(database, { actor: actor.name, action: "account-disabled", target: account.email, address: actor.address, at: actor.at }),
    ],
    keepAnAdministrator,
  );
}

/**
 * A forgotten password (or a disabled account coming back): the old password stops working, sessions
 * end, and a new one-time link is issued.
 */
export async function resetAccount(
  database: DeskDatabase,
  email: string,
  actor: Actor,
  { keepAnAdministrator = false, forgetSecondFactors = false } = {},
): Promise<{ token: string; email: string }> {
  const account = await requireAccount(database, email);
  const { db } = database;
  const token = newSecret();
  await writeChange(
    database,
    account.id,
    [
      db
        .updateTable("desk_accounts")
        .set({
          status: "invited",
          password_hash: null,
          setup_token_hash: digest(token),
          setup_expires_at: new Date(actor.at.getTime() + SETUP_LINK_VALID_MS).toISOString(),
          updated_at: actor.at.toISOString(),
        })
        .where("id", "=", account.id),
      db.deleteFrom("desk_sessions").where("account_id", "=", account.id),
      // Device and recovery codes both lost: the person at the server's console starts them afresh.
      ...(forgetSecondFactors
        ? [
            db.deleteFrom("desk_second_factors").where("account_id", "=", account.id),
            db.deleteFrom("desk_recovery_codes").where("account_id", "=", account.id),
          ]
        : []),
      auditEntry(database, { actor: actor.name, action: "account-reset", target: account.email, address: actor.address, at: actor.at }),
    ],
    keepAnAdministrator,
  );
  return { token, email: account.email };
}

export type SetPasswordOutcome = { ok: true; email: string } | { ok: false; problem: PasswordProblem | "invalid_link" };

/** The invited account whose one-time link this is, while the link is unused and under 24 hours old. */
async function accountOfSetupToken({ db }: DeskDatabase, token: string, at: Date) {
  const account = await db
    .selectFrom("desk_accounts")
    .selectAll()
    .where("setup_token_hash", "=", digest(token))
    .where("status", "=", "invited")
    .executeTakeFirst();
  return account?.setup_expires_at && new Date(account.setup_expires_at) > at ? account : undefined;
}

/**
 * Whether the set-password page should offer its form: the same test the password's setting makes,
 * without using the link up, and without saying whose it is.
 */
export async function setupTokenUsable(database: DeskDatabase, token: string, at: Date): Promise<boolean> {
  return (await accountOfSetupToken(database, token, at)) !== undefined;
}

/** Sets the password through a one-time link; the link works once, and not after 24 hours. */
export async function setPasswordWithToken(
  database: DeskDatabase,
  token: string,
  password: string,
  actor: Omit<Actor, "name">,
): Promise<SetPasswordOutcome> {
  const { db } = database;
  const account = await accountOfSetupToken(database, token, actor.at);
  if (!account) return { ok: false, problem: "invalid_link" };
  const problem = passwordProblem(password, account.email, account.role);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  const [updated] = await database.write([
    db
      .updateTable("desk_accounts")
      .set({
        status: "active",
        password_hash: passwordHash,
        setup_token_hash: null,
        setup_expires_at: null,
        updated_at: actor.at.toISOString(),
      })
      // The same link used twice at once: only the first use finds the token still there.
      .where("id", "=", account.id)
      .where("setup_token_hash", "=", digest(token)),
    auditEntry(database, { actor: account.email, action: "password-set", target: account.email, address: actor.address, at: actor.at }),
  ]);
  return updated === 1 ? { ok: true, email: account.email } : { ok: false, problem: "invalid_link" };
}

/**
 * Gives or takes away the rights to edit and to publish the site's content. An administrator has both
 * whatever is stored; what is stored counts again if the account becomes a desk account.
 */
export async function setContentRights(
  database: DeskDatabase,
  email: string,
  rights: Partial<ContentRights>,
  actor: Actor,
): Promise<Account> {
  const account = await requireAccount(database, email);
  const change = {
    ...(rights.contentEdit === undefined ? {} : { content_edit: rights.contentEdit ? 1 : 0 }),
    ...(rights.contentPublish === undefined ? {} : { content_publish: rights.contentPublish ? 1 : 0 }),
  };
  const after = { ...account, ...change };
  const { contentEdit, contentPublish } = contentRightsOf(after);
  await database.write([
    database.db
      .updateTable("desk_accounts")
      .set({ ...change, updated_at: actor.at.toISOString() })
      .where("id", "=", account.id),
    auditEntry(database, {
      actor: actor.name,
      action: "account-rights",
      target: `${account.email}: edit ${contentEdit ? "yes" : "no"}, publish ${contentPublish ? "yes" : "no"}`,
      address: actor.address,
      at: actor.at,
    }),
  ]);
  return toAccount(after);
}
