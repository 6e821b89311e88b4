/** A desk's queue as a busy hospital's: many requests stored at once, for the benches that measure the desk. */
import { type Kysely, sql } from "kysely";
import type { DeskSchema } from "#server/desk/desk-tables";
import { textFactsOf } from "#server/store/queue-facts";
import { newRowId } from "#server/desk/tokens";

const MESSAGES = [
  { locale: "en", text: "Knee pain since Monday, want to see the orthopaedic doctor" },
  { locale: "hi", text: "घुटने में दर्द है, हड्डी के डॉक्टर को दिखाना है" },
  { locale: "en", text: "What are the OPD timings and the fee for the paediatrician?" },
  { locale: "hi", text: "नकली दाँत बनवाने हैं, फ़ीस कितनी है?" },
  { locale: "en", text: "Father 68 yrs has chest pain and breathlessness since morning" },
  { locale: "hi", text: "मेरे बच्चे को तेज़ बुख़ार है" },
];

/**
 * Stores `total` appointment requests straight into the store, as the intake writes them (with their
 * queue facts), one a minute up to now, English and Hindi, some with red-flag words; all but `openLeft`
 * of them, the oldest, closed by a receptionist a few minutes after each arrived.
 */
export async function fillQueue(db: Kysely<DeskSchema>, total: number, openLeft: number): Promise<void> {
  const start = Date.now() - total * 60_000;
  // The oldest are the ones dealt with: closed by a receptionist a few minutes after each arrived.
  const closedCount = total - openLeft;
  for (let first = 0; first < total; first += 500) {
    const submissions = [];
    const states = [];
    for (let index = first; index < Math.min(total, first + 500); index++) {
      const message = MESSAGES[index % MESSAGES.length]!;
      const id = newRowId();
      const payload = {
        name: `Patient ${index}`,
        email: "",
        phoneNumber: `98${String(index).padStart(8, "0")}`,
        speciality: "Orthopaedics",
        query: message.text,
        code: "pdpl",
      };
      const createdAt = new Date(start + index * 60_000).toISOString();
      const closed = index < closedCount;
      const closedAt = new Date(start + index * 60_000 + 5 * 60_000).toISOString();
      submissions.push({
        id,
        reference_id: `APT-B${String(index).padStart(7, "0")}`,
        kind: "appointment" as const,
        payload: JSON.stringify(payload),
        locale: message.locale,
        fingerprint: id,
        created_at: createdAt,
        suspected_spam: 0,
        queue_status: closed ? "closed" : "new",
        queue_changed_at: closed ? closedAt : createdAt,
        ...textFactsOf("appointment", payload),
      });
      if (closed)
        states.push({
          submission_id: id,
          status: "closed" as const,
          claimed_by: null,
          updated_at: closedAt,
          updated_by: "bench@aarogya.test",
        });
    }
    await db.insertInto("submissions").values(submissions).execute();
    if (states.length > 0) await db.insertInto("desk_request_states").values(states).execute();
  }
  // As a database in use has them: the planner's statistics gathered.
  await sql`analyze`.execute(db);
}
