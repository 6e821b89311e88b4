import { describe, expect, it } from "vitest";
import { DOCTOR_IDS } from "#common/doctors";
import { LOCALES } from "#common/locale";
import { doctorRecords } from "./doctor-records";
import { type DoctorRecord, DoctorRecordsSchema } from "./doctor-records.schema";
import { departmentExperts, doctorCard, doctorCards, leaveSentences, opdSentence } from "../words/doctor-views";
import { DEPARTMENT_SLUGS } from "../keys";
import { supplied } from "../hospital-fact";
import { doctorWords as englishWords } from "../words/en/doctors";
import { doctorWords as hindiWords } from "../words/hi/doctors";

const clone = <T>(value: T): T => structuredClone(value);
const WORDS = { en: englishWords, hi: hindiWords };

describe("the doctors' records", () => {
  it("pass their schema, each id once, with the listed doctors in the order of their pages", () => {
    expect(DoctorRecordsSchema.safeParse(doctorRecords).success).toBe(true);
    expect(doctorRecords.filter((record) => record.listed).map((record) => record.id)).toEqual([...DOCTOR_IDS]);
  });

  it("refuse a doctor twice, a listed doctor without a page, and listed doctors out of order", () => {
    const twice = [...clone(doctorRecords), clone(doctorRecords[0]!)];
    const stranger = [...clone(doctorRecords), { ...clone(doctorRecords[0]!), id: "stranger" }];
    const swapped = clone(doctorRecords);
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    for (const records of [twice, stranger, swapped]) expect(DoctorRecordsSchema.safeParse(records).success).toBe(false);
  });

  it("refuse OPD sittings and leave that cannot be, and a fact that is not one", () => {
    const bad: Partial<DoctorRecord>[] = [
      { opd: supplied([{ days: ["monday", "monday"], from: "10:00", to: "13:00" }]) },
      { opd: supplied([{ days: [], from: "10:00", to: "13:00" }]) },
      { opd: supplied([{ days: ["monday"], from: "13:00", to: "10:00" }]) },
      { opd: supplied([{ days: ["monday"], from: "9 AM", to: "13:00" }]) },
      { fee: supplied(-200) },
      { leave: [{ from: "2026-12-10", to: "2026-12-03" }] },
      { opd: "Mon to Sat" as never },
    ];
    for (const change of bad) {
      const records = clone(doctorRecords);
      Object.assign(records[1]!, change);
      expect(DoctorRecordsSchema.safeParse(records).success, JSON.stringify(change)).toBe(false);
    }
  });
});

describe("a doctor as the pages show them", () => {
  const mahesh = clone(doctorRecords.find((record) => record.id === "mahesh-gupta")!);
  mahesh.opd = supplied([
    { days: ["monday", "thursday"], from: "10:00", to: "13:00" },
    { days: ["saturday"], from: "17:30", to: "19:00" },
  ]);
  mahesh.fee = supplied(500);

  it("writes the OPD sentence from the days and hours, in each language", () => {
    const sessions = mahesh.opd.state === "supplied" ? mahesh.opd.value : [];
    expect(opdSentence(sessions, WORDS.en)).toBe("Monday, Thursday, 10 AM to 1 PM; Saturday, 5:30 PM to 7 PM");
    expect(opdSentence(sessions, WORDS.hi)).toBe("सोमवार, गुरुवार, सुबह 10 बजे से दोपहर 1 बजे तक; शनिवार, शाम 5:30 बजे से शाम 7 बजे तक");
  });

  it("gives the same facts in every language, and only those the hospital has given", () => {
    const cards = LOCALES.map((locale) => doctorCard(mahesh, locale, WORDS[locale]));
    for (const card of cards) {
      expect(card.fee).toBe(500);
      expect(card.opdDays).toEqual(["monday", "thursday", "saturday"]);
      expect(card.registration).toBeUndefined();
      expect(card.image).toBeUndefined();
    }
    expect(cards.map((card) => card.experience)).toEqual(["35+ years of experience", "35+ साल का अनुभव"]);
  });

  it("names no OPD days for the appointment form from a working value", () => {
    const working = { ...mahesh, opd: { state: "working" as const, value: [{ days: ["monday" as const], from: "10:00", to: "13:00" }] } };
    const card = doctorCard(working, "en", WORDS.en);
    expect(card.opd).toBe("Monday, 10 AM to 1 PM");
    expect(card.opdDays).toBeUndefined();
  });

  it("names a photo by the words staff wrote beside it in each language, else by the doctor's name", () => {
    const photographed = {
      ...mahesh,
      photo: { state: "supplied" as const, value: "/media/photo-640.jpg" },
      words: {
        en: { ...mahesh.words.en, photoAlt: "Dr. Mahesh Gupta at his desk" },
        hi: { ...mahesh.words.hi, photoAlt: "अपनी मेज़ पर डॉ. महेश गुप्ता" },
      },
    };
    expect(doctorCard(photographed, "en", WORDS.en).imageAlt).toBe("Dr. Mahesh Gupta at his desk");
    expect(doctorCard(photographed, "hi", WORDS.hi).imageAlt).toBe("अपनी मेज़ पर डॉ. महेश गुप्ता");
    const unnamed = { ...photographed, words: mahesh.words };
    expect(doctorCard(unnamed, "en", WORDS.en).imageAlt).toBe(mahesh.words.en.name);
  });

  it("shows leave until its last day has passed", () => {
    const leave = [
      { from: "2026-11-01", to: "2026-11-05" },
      { from: "2026-12-03", to: "2026-12-10" },
    ];
    expect(leaveSentences(leave, "en", WORDS.en, "2026-12-10")).toEqual(["On leave from 3 December 2026 to 10 December 2026"]);
    expect(leaveSentences(leave, "hi", WORDS.hi, "2026-12-11")).toEqual([]);
  });

  it("lists on a department's page every doctor of that department the site shows, each with their page", () => {
    const experts = departmentExperts(doctorRecords, "orthopaedics", "en", WORDS.en);
    const ofDepartment = doctorRecords.filter((record) => record.listed && record.department === "orthopaedics");
    expect(experts.map((expert) => expert.id)).toEqual(ofDepartment.map((record) => record.id));
    for (const expert of experts) expect(expert.profilePath).toBe(`/doctors/${expert.id}`);
  });
});

/**
 * Review U6: a doctor is shown everywhere or nowhere. Find Doctor, the doctor's page and the booking
 * form show doctorCards; a department's page (and its structured data) shows departmentExperts.
 */
describe("every doctor, shown everywhere or nowhere", () => {
  const shown = (records: readonly DoctorRecord[]) =>
    LOCALES.map((locale) => ({
      cards: doctorCards(records, locale, WORDS[locale]).map((card) => card.id),
      experts: DEPARTMENT_SLUGS.flatMap((slug) => departmentExperts(records, slug, locale, WORDS[locale]).map((expert) => expert.id)),
    }));

  it("in the content: every doctor a department's page names has a card, a page and a place on the booking form, and the other way round", () => {
    for (const { cards, experts } of shown(doctorRecords)) {
      expect([...experts].sort()).toEqual([...cards].sort());
      expect(cards).toEqual([...DOCTOR_IDS]);
    }
    // Dr. Ankit Agarwal, once on the orthopaedics page alone (review U6).
    expect(doctorRecords.find((record) => record.id === "ankit-agarwal")?.listed).toBe(true);
  });

  it("a doctor taken off the site is on no page, the department's included", () => {
    const records = clone(doctorRecords);
    records.find((record) => record.id === "ankit-agarwal")!.listed = false;
    for (const { cards, experts } of shown(records)) {
      expect(cards).not.toContain("ankit-agarwal");
      expect(experts).not.toContain("ankit-agarwal");
    }
  });
});
