/** 0014: second factors (authenticator apps and passkeys), recovery codes, and what sessions know of them. */
import type { Kysely, Migration } from "kysely";

export const secondFactorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("desk_second_factors")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("account_id", "text", (column) => column.notNull().references("desk_accounts.id").onDelete("cascade"))
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("label", "text", (column) => column.notNull())
      .addColumn("totp_secret", "text")
      .addColumn("totp_last_step", "integer")
      .addColumn("credential_id", "text", (column) => column.unique())
      .addColumn("public_key", "text")
      .addColumn("sign_count", "bigint")
      .addColumn("transports", "text")
      .addColumn("confirmed", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("desk_second_factors_account_id").on("desk_second_factors").column("account_id").execute();
    await db.schema
      .createTable("desk_recovery_codes")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("account_id", "text", (column) => column.notNull().references("desk_accounts.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (column) => column.notNull())
      .addColumn("used_at", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("desk_recovery_codes_account_id").on("desk_recovery_codes").column("account_id").execute();
    await db.schema.alterTable("desk_sessions").addColumn("second_factor_at", "text").execute();
    await db.schema.alterTable("desk_sessions").addColumn("webauthn_challenge", "text").execute();
    await db.schema.alterTable("desk_sessions").addColumn("webauthn_challenge_expires_at", "text").execute();
    await db.schema
      .alterTable("desk_accounts")
      .addColumn("verify_failures", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("desk_accounts").addColumn("verify_window_start", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["verify_window_start", "verify_failures"])
      await db.schema.alterTable("desk_accounts").dropColumn(column).execute();
    for (const column of ["webauthn_challenge_expires_at", "webauthn_challenge", "second_factor_at"]) {
      await db.schema.alterTable("desk_sessions").dropColumn(column).execute();
    }
    await db.schema.dropTable("desk_recovery_codes").execute();
    await db.schema.dropTable("desk_second_factors").execute();
  },
};
