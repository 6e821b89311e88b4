/**
 * The call-back queue's routes (0019): how a call ended, the booking (made, moved, cancelled), the
 * message that tells the patient, the doctors to book and a day's list, and one's own display name.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bookingMessage } from "#app/content/rules/booking-message";
import { LOCALES, type Locale } from "#common/locale";
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { isCalendarDay } from "#schemas/preferred-date";
import { withoutBidiControls } from "#schemas/text-rules";
import { createSms } from "../../sms/sms";
import { auditEntry, recordRead } from "../audit";
import { frameFactsOf } from "#app/content/views/frame-facts";
import { saidIn } from "#app/content/views/page-content";
import { bookingWarnings, doctorSchedulesOf, liveSiteContent, opdDaysText } from "./doctor-schedule";
import { type DeskOptions, requireStaff, staffOf } from "../desk-http";
import { changeRequest, MAX_NOTE_LENGTH, NO_ANSWER_RETRY_MS } from "./request-changes";
import { getRequest, staffNames, nameOf } from "./request-queries";
import { LIST_READ_WINDOW_MS, type ChangeRoute } from "./request-routes";

const referenceParams = { type: "object", required: ["reference"], properties: { reference: { type: "string", maxLength: 40 } } } as const;
const note = { type: "string", maxLength: MAX_NOTE_LENGTH };
const CLOCK_TIME = "^([01]\\d|2[0-3]):[0-5]\\d$";
const DAY = "^\\d{4}-\\d{2}-\\d{2}$";
/** A display name: what colleagues read on rows; short enough for a row. */
export const MAX_DISPLAY_NAME_LENGTH = 40;

const cleanNote = (text: string | undefined) => (text === undefined ? undefined : withoutBidiControls(text).trim() || undefined);

/** The patient's mobile in E.164, or null for a landline or a number the desk cannot text. */
function mobileOf(phone: string): string | null {
  const digits = normalisePhone(phone);
  return isTenDigits(digits) && /^[6-9]/.test(digits) ? `+91${digits}` : null;
}

const localeOf = (language: string): Locale => ((LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en");

export function registerQueueRoutes(desk: FastifyInstance, options: DeskOptions, change: ChangeRoute) {
  const now = options.now ?? (() => new Date());
  const staff = requireStaff(options);
  // The live content's doctors, read at each use: a leave published a moment ago is warned of.
  const liveContent = liveSiteContent(options.database);
  const schedules = async () => doctorSchedulesOf(await liveContent());
  const sms = options.sms ?? createSms({ dataDir: options.dataDir });
  const actorOf = (request: FastifyRequest) => ({ name: staffOf(request).account.email, address: request.ip, at: now() });

  desk.post(
    "/requests/:reference/outcome",
    change(
      {
        type: "object",
        required: ["outcome"],
        additionalProperties: false,
        properties: {
          outcome: { type: "string", enum: ["no-answer", "call-back", "not-needed", "wrong-number"] },
          callBackAt: { type: "string", format: "date-time" },
          note,
        },
      },
      (body: { outcome: "no-answer" | "call-back" | "not-needed" | "wrong-number"; callBackAt?: string; note?: string }) => {
        const text = cleanNote(body.note);
        if (body.outcome === "not-needed" || body.outcome === "wrong-number") return { kind: "outcome", outcome: body.outcome, note: text };
        if (body.outcome === "call-back" && !body.callBackAt) return null;
        const callBackAt = body.callBackAt ? new Date(body.callBackAt) : new Date(now().getTime() + NO_ANSWER_RETRY_MS);
        return { kind: "outcome", outcome: body.outcome, callBackAt, note: text };
      },
    ),
  );

  desk.post(
    "/requests/:reference/booking",
    change(
      {
        type: "object",
        required: ["doctor", "day", "time"],
        additionalProperties: false,
        properties: {
          doctor: { type: "string", maxLength: 100 },
          day: { type: "string", pattern: DAY },
          time: { type: "string", pattern: CLOCK_TIME },
          note,
        },
      },
      async (body: { doctor: string; day: string; time: string; note?: string }) => {
        const doctor = (await schedules()).find((schedule) => schedule.id === body.doctor);
        if (!isCalendarDay(body.day) || !doctor) return null;
        return {
          kind: "booking",
          doctor: doctor.id,
          doctorName: doctor.names.en,
          day: body.day,
          time: body.time,
          note: cleanNote(body.note),
        };
      },
    ),
  );

  desk.post(
    "/requests/:reference/booking/cancel",
    change({ type: "object", additionalProperties: false, properties: { note } }, (body: { note?: string }) => ({
      kind: "cancel-booking",
      note: cleanNote(body.note),
    })),
  );

  /** The patient did not come: the booking stays in the history as a no-show and the request is due a call. */
  desk.post(
    "/requests/:reference/booking/no-show",
    change({ type: "object", additionalProperties: false, properties: { note } }, (body: { note?: string }) => ({
      kind: "no-show",
      note: cleanNote(body.note),
    })),
  );

  /**
   * Who a complaint goes to and how soon the hospital answers one, as the live content says (its
   * Grievance officer document); null for either the hospital has not given yet, which the desk says
   * rather than naming anyone (review m17).
   */
  desk.get("/grievance", { onRequest: staff }, async () => {
    const { grievance } = await liveContent();
    return { officer: saidIn(grievance.officer, "en") ?? null, answerWithin: saidIn(grievance.answerWithin, "en") ?? null };
  });

  /** The doctors to book, with their OPD days and leave, and what the desk should warn of on a day. */
  desk.get("/doctors", { onRequest: staff }, async () => ({
    doctors: (await schedules()).map((schedule) => ({ ...schedule, opdText: opdDaysText(schedule) })),
  }));

  desk.get<{ Querystring: { doctor: string; day: string; time?: string } }>(
    "/booking-warnings",
    {
      onRequest: staff,
      schema: {
        querystring: {
          type: "object",
          required: ["doctor", "day"],
          additionalProperties: false,
          properties: {
            doctor: { type: "string", maxLength: 100 },
            day: { type: "string", pattern: DAY },
            time: { type: "string", pattern: CLOCK_TIME },
          },
        },
      },
    },
    async (request) => ({
      warnings: bookingWarnings(await schedules(), request.query.doctor, request.query.day, request.query.time ?? ""),
    }),
  );

  /** The message that tells the patient their booking, in their form's language, and a WhatsApp link with it. */
  desk.get<{ Params: { reference: string } }>(
    "/requests/:reference/patient-message",
    { onRequest: staff, schema: { params: referenceParams } },
    async (request, reply) => {
      const message = await patientMessage(request.params.reference);
      if (!message) return reply.code(404).send({ error: "no_booking", message: "This request has no booking to tell the patient about." });
      return { ...message, smsMode: sms.mode };
    },
  );

  desk.post<{ Params: { reference: string } }>(
    "/requests/:reference/sms",
    { onRequest: staff, schema: { params: referenceParams, body: { type: "object", additionalProperties: false, properties: {} } } },
    async (request, reply) => {
      const message = await patientMessage(request.params.reference);
      if (!message) return reply.code(409).send({ error: "no_booking", message: "This request has no booking to tell the patient about." });
      if (!message.mobile)
        return reply.code(409).send({ error: "no_mobile", message: "The patient's number is not a mobile number: call them instead." });
      try {
        await sms.send({ to: message.mobile, text: message.text, referenceId: message.reference, language: message.language });
      } catch (error) {
        request.log.warn({ err: error, module: "sms" }, "SMS not sent");
        return reply.code(502).send({ error: "sms_failed", message: "The SMS could not be sent. Try again, or send it on WhatsApp." });
      }
      await changeRequest(
        options.database,
        message.reference,
        { kind: "message", channel: "sms", language: message.language },
        actorOf(request),
      );
      return getRequest(options.database, message.reference);
    },
  );

  async function patientMessage(reference: string) {
    const detail = await getRequest(options.database, reference);
    if (!detail?.booking || detail.booking.status !== "booked") return null;
    const language = localeOf(detail.language);
    const doctor = (await schedules()).find((schedule) => schedule.id === detail.booking!.doctor);
    const text = bookingMessage(
      language,
      {
        reference: detail.reference,
        patientName: detail.name,
        doctorName: doctor?.names[language] ?? detail.booking.doctorName,
        day: detail.booking.day,
        time: detail.booking.time,
      },
      frameFactsOf(await liveContent(), language),
    );
    const mobile = mobileOf(detail.phone);
    return {
      reference: detail.reference,
      language,
      text,
      mobile,
      whatsAppLink: mobile ? `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(text)}` : null,
    };
  }

  /** A day's booked patients, per doctor, by time: what reception prints in the morning. */
  desk.get<{ Querystring: { day: string; doctor?: string } }>(
    "/day-list",
    {
      onRequest: staff,
      schema: {
        querystring: {
          type: "object",
          required: ["day"],
          additionalProperties: false,
          properties: { day: { type: "string", pattern: DAY }, doctor: { type: "string", maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const { day, doctor } = request.query;
      if (!isCalendarDay(day)) return reply.code(400).send({ error: "bad_request" });
      let query = options.database.db
        .selectFrom("desk_bookings")
        .innerJoin("submissions", "submissions.id", "desk_bookings.submission_id")
        .innerJoin("desk_request_states", "desk_request_states.submission_id", "desk_bookings.submission_id")
        .select(["submissions.reference_id", "submissions.payload", "submissions.locale", "desk_bookings.doctor", "desk_bookings.time"])
        .where("desk_bookings.day", "=", day)
        .where("desk_bookings.status", "=", "booked")
        .where("desk_request_states.status", "=", "booked")
        .orderBy("desk_bookings.doctor")
        .orderBy("desk_bookings.time");
      if (doctor) query = query.where("desk_bookings.doctor", "=", doctor);
      const rows = await query.execute();
      const names = new Map((await schedules()).map((schedule) => [schedule.id, schedule.names.en]));
      const bookings = rows.map((row) => {
        const payload = JSON.parse(row.payload) as Record<string, string>;
        return {
          reference: row.reference_id,
          name: payload.name ?? `${payload.firstName ?? ""} ${payload.lastName ?? ""}`.trim(),
          phone: payload.phoneNumber ?? payload.phone ?? "",
          language: row.locale,
          doctor: row.doctor,
          doctorName: names.get(row.doctor) ?? row.doctor,
          time: row.time,
        };
      });
      const actor = actorOf(request);
      await recordRead(
        options.database,
        {
          actor: actor.name,
          action: "day-list",
          target: `${day}${doctor ? ` ${doctor}` : ""} · ${bookings.map((booking) => booking.reference).join(" ") || "no rows"}`,
          address: actor.address,
          rowCount: bookings.length,
          at: actor.at,
        },
        LIST_READ_WINDOW_MS,
      );
      return { day, bookings };
    },
  );

  /** One's own display name, shown to colleagues on rows, in histories and in the audit log. */
  desk.post<{ Body: { displayName: string } }>(
    "/display-name",
    {
      onRequest: staff,
      schema: {
        body: {
          type: "object",
          required: ["displayName"],
          additionalProperties: false,
          properties: { displayName: { type: "string", maxLength: MAX_DISPLAY_NAME_LENGTH } },
        },
      },
    },
    async (request) => {
      const session = staffOf(request);
      const displayName = withoutBidiControls(request.body.displayName).replace(/\s+/g, " ").trim() || null;
      const actor = actorOf(request);
      await options.database.write([
        options.database.db
          .updateTable("desk_accounts")
          .set({ display_name: displayName, updated_at: actor.at.toISOString() })
          .where("id", "=", session.account.id),
        auditEntry(options.database, {
          actor: actor.name,
          action: "display-name",
          target: `${session.account.email} · ${displayName ?? "(none)"}`,
          address: actor.address,
          at: actor.at,
        }),
      ]);
      return { displayName };
    },
  );

  /** Display names of everyone, for the audit screen and the desk's header. */
  desk.get("/staff-names", { onRequest: staff }, async (request) => {
    const names = await staffNames(options.database);
    const me = staffOf(request).account.email;
    return { names: Object.fromEntries(names), me: nameOf(names, me) };
  });
}
