/**
 * The same submission sent again within the duplicate window is stored once, but its sender is not
 * told the first sender's reference: the second sender may be someone else who typed the same words,
 * or someone replaying a patient's request to learn the reference and quote it at the desk. Each
 * duplicate gets a fresh reference of its own, kept here as another name of the stored request, so the
 * desk still finds the request by it. Erasing or purging the request removes its aliases (cascade).
 */
import type { Kysely, Migration } from "kysely";
import type { Database } from "./schema";

export const referenceAliasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("submission_aliases")
      .addColumn("reference_id", "text", (column) => column.primaryKey())
      .addColumn("submission_id", "text", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("submission_aliases_submission_id").on("submission_aliases").column("submission_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("submission_aliases").execute();
  },
};

/** Whether a reference is taken, as a request's own or as another name of one. */
export async function referenceTaken(db: Kysely<Database>, referenceId: string): Promise<boolean> {
  const [own, alias] = await Promise.all([
    db.selectFrom("submissions").select("id").where("reference_id", "=", referenceId).executeTakeFirst(),
    db.selectFrom("submission_aliases").select("submission_id").where("reference_id", "=", referenceId).executeTakeFirst(),
  ]);
  return own !== undefined || alias !== undefined;
}

/** The stored request's own reference for a reference its sender was given, which may be an alias. */
export async function ownReference(db: Kysely<Database>, referenceId: string): Promise<string> {
  const row = await db
    .selectFrom("submission_aliases")
    .innerJoin("submissions", "submissions.id", "submission_aliases.submission_id")
    .select("submissions.reference_id")
    .where("submission_aliases.reference_id", "=", referenceId)
    .executeTakeFirst();
  return row?.reference_id ?? referenceId;
}
