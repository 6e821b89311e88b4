/**
 * What each page shows of a doctor, in one language, made from the doctor's record (doctor-records.ts):
 * the OPD sentence from the days and hours, the experience from the years, the languages' names, the
 * leave still to come. Facts the hospital has not given are left undefined, so a page says to call
 * and confirm instead.
 */
import type { Weekday } from "#schemas/opd-days";
import { indianDay } from "#common/indian-time";
import { paths } from "#common/paths";
import type { Locale } from "#common/locale";
import type { DepartmentSlug } from "../keys";
import type { DoctorRecord, Leave, OpdSession } from "../facts/doctor-records.schema";
import type { DoctorPageContent } from "./doctor-page.schema";
import { factValue } from "../hospital-fact";

/** The words a doctor's facts are written in, in one language. */
export type DoctorWords = {
  page: Pick<DoctorPageContent, "experience" | "opdSession" | "clock" | "onLeave" | "languageNames">;
  weekdays: Record<Weekday, string>;
};

/** "09:30" as "9:30" and "17:00" as "5", placed in the language's words for that part of the day. */
function clockTime(time: string, clock: DoctorWords["page"]["clock"]): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  const shown = minutes === 0 ? String(twelveHour) : `${twelveHour}:${String(minutes).padStart(2, "0")}`;
  const part = hours < 5 ? "smallHours" : hours < 12 ? "morning" : hours < 16 ? "afternoon" : hours < 20 ? "evening" : "night";
  return clock[part].replace("{time}", shown);
}

/** The OPD timings as a sentence: "Monday, Thursday, 10 AM to 1 PM", one clause per sitting. */
export function opdSentence(sessions: readonly OpdSession[], words: DoctorWords): string {
  return sessions
    .map((session) =>
      words.page.opdSession
        .replace("{days}", session.days.map((day) => words.weekdays[day]).join(", "))
        .replace("{from}", clockTime(session.from, words.page.clock))
        .replace("{to}", clockTime(session.to, words.page.clock)),
    )
    .join("; ");
}

const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** The day as a patient reads it, "3 December 2026"; computed in UTC so it never shifts by a day. */
function calendarDay(day: string, locale: Locale): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** The leave a patient still needs to know of, as sentences: "On leave from 3 December 2026 to 10 December 2026". */
export function leaveSentences(leave: readonly Leave[], locale: Locale, words: DoctorWords, today = indianDay()): string[] {
  return leave
    .filter((period) => period.to >= today)
    .map((period) =>
      words.page.onLeave.replace("{from}", calendarDay(period.from, locale)).replace("{to}", calendarDay(period.to, locale)),
    );
}

/** The OPD days the hospital has given, or undefined: a working value is no fact to send a patient by. */
export function suppliedOpdDays(record: DoctorRecord): Weekday[] | undefined {
  if (record.opd.state !== "supplied") return undefined;
  const days = new Set(record.opd.value.flatMap((session) => session.days));
  return [...days];
}

/** One doctor as the pages show them in one language. */
export function doctorCard(record: DoctorRecord, locale: Locale, words: DoctorWords) {
  const { name, qualification } = record.words[locale];
  const achievements = factValue(record.words[locale].achievements);
  const opd = factValue(record.opd);
  const languages = factValue(record.languages);
  const image = factValue(record.photo);
  const fee = factValue(record.fee);
  const registration = factValue(record.registration);
  const opdDays = suppliedOpdDays(record);
  return {
    id: record.id,
    name,
    /** The name in Latin letters, as on the doctor's signboard and prescriptions: Hindi pages show it beside the Devanagari. */
    latinName: record.words.en.name,
    qualification,
    experience: words.page.experience.replace("{years}", String(record.experienceYears)),
    speciality: record.department,
    // The photo's own words where staff wrote them (the doctor's page), else the doctor's name.
    ...(image === undefined ? {} : { image, imageAlt: record.words[locale].photoAlt || name }),
    ...(opd === undefined ? {} : { opd: opdSentence(opd, words) }),
    ...(opdDays === undefined ? {} : { opdDays }),
    ...(fee === undefined ? {} : { fee }),
    ...(registration === undefined ? {} : { registration }),
    ...(languages === undefined ? {} : { languages: languages.map((key) => words.page.languageNames[key] ?? key) }),
    ...(achievements === undefined ? {} : { achievements }),
    leave: leaveSentences(record.leave, locale, words),
  };
}

/** The doctors with a card on Find Doctor and a page of their own, in the order of the records. */
export const doctorCards = (records: readonly DoctorRecord[], locale: Locale, words: DoctorWords) =>
  records.filter((record) => record.listed).map((record) => doctorCard(record, locale, words));

/**
 * A department's experts, as its page lists them: every doctor of the department the site shows, in
 * the order of the records. A doctor not listed is on no page (review U6), this one included.
 */
export function departmentExperts(records: readonly DoctorRecord[], slug: DepartmentSlug, locale: Locale, words: DoctorWords) {
  return records
    .filter((record) => record.listed && record.department === slug)
    .map((record) => {
      const card = doctorCard(record, locale, words);
      return {
        id: card.id,
        name: card.name,
        designation: card.qualification,
        experience: card.experience,
        // A patient choosing a department's doctor learns here too that one is away.
        leave: card.leave,
        ...(card.image === undefined ? {} : { image: card.image }),
        ...(card.opd === undefined ? {} : { opd: card.opd }),
        profilePath: paths.doctor(record.id),
      };
    });
}

/** Department pages with their experts added: the doctors of each department, never a list of their own. */
export function withExperts<Page extends object, Expert>(
  pages: Record<DepartmentSlug, Page>,
  experts: (slug: DepartmentSlug) => Expert[],
): Record<DepartmentSlug, Page & { doctors: Expert[] }> {
  return Object.fromEntries(
    Object.entries(pages).map(([slug, page]) => [slug, { ...page, doctors: experts(slug as DepartmentSlug) }]),
  ) as Record<DepartmentSlug, Page & { doctors: Expert[] }>;
}
