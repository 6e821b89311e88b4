/**
 * 0019: the desk as a call-back queue. A request's state gains the calls tried, when to call back and
 * how the last call ended; a booking is a row of its own (doctor, day, time), so it can be moved,
 * cancelled and listed per doctor and day; staff accounts gain a display name.
 */
import type { Kysely, Migration } from "kysely";

export const callBackQueueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("desk_request_states")
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("desk_request_states").addColumn("call_back_at", "text").execute();
    await db.schema.alterTable("desk_request_states").addColumn("outcome", "text").execute();
    await db.schema.createIndex("desk_request_states_call_back_at").on("desk_request_states").column("call_back_at").execute();
    await db.schema
      .createTable("desk_bookings")
      .addColumn("submission_id", "text", (column) => column.primaryKey().references("submissions.id").onDelete("cascade"))
      .addColumn("doctor", "text", (column) => column.notNull())
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("time", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .addColumn("updated_by", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("desk_bookings_day_doctor").on("desk_bookings").columns(["day", "doctor"]).execute();
    await db.schema.alterTable("desk_accounts").addColumn("display_name", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("desk_accounts").dropColumn("display_name").execute();
    await db.schema.dropTable("desk_bookings").execute();
    await db.schema.dropIndex("desk_request_states_call_back_at").execute();
    for (const column of ["outcome", "call_back_at", "attempts"])
      await db.schema.alterTable("desk_request_states").dropColumn(column).execute();
  },
};
