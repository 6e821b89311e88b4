/**
 * Review U6 and U8 as the build wrote the pages, in both languages: a doctor named on any page (its
 * words or its structured data) has a page of their own, a Find Doctor card that books them and a
 * choice on the booking form; and each speciality page says when each of its doctors sits (or to call),
 * or, with no doctor listed, how to reach the department.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { hospital } from "#app/content/facts/hospital";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { DOCTOR_SELECT_ID } from "#common/doctor-choice";
import { localizedPath } from "#common/locale";
import { DEPARTMENT_SLUGS } from "#common/departments";
import { paths, sitePagePaths } from "#common/paths";
import { attribute, fileOf, nameOf, readPage, type ReadPage, textOf } from "./built-site";

const mainOf = (page: ReadPage) => page.find("main")[0]!;

describe.each(["en", "hi"] as const)("the doctors on the built pages in %s", (locale) => {
  const at = (path: string) => localizedPath(locale, path);
  const pages = sitePagePaths.filter((path) => existsSync(fileOf(at(path)))).map((path) => ({ path, page: readPage(at(path)) }));
  const bookingHref = (id: string) => `${at(paths.bookAppointment)}?doctor=${id}`;

  /** Every doctor of the content, with the pages that name them: in what a visitor reads or in the structured data. */
  const named = SEED_CONTENT.doctors.map((doctor) => ({
    doctor,
    on: pages
      .filter(({ page }) => {
        const words = `${textOf(mainOf(page))} ${JSON.stringify(page.structuredData())}`;
        return words.includes(doctor.name.en) || words.includes(doctor.name.hi);
      })
      .map(({ path }) => path),
  }));

  it("names every doctor somewhere, Dr. Ankit Agarwal of the orthopaedics page included", () => {
    for (const { doctor, on } of named) expect(on, doctor.id).not.toEqual([]);
    expect(named.find(({ doctor }) => doctor.id === "ankit-agarwal")?.on).toContain(paths.speciality("orthopaedics"));
  });

  it("gives every doctor named on a page their own page, a Find Doctor card that books them and a choice on the booking form", () => {
    const find = readPage(at(paths.findDoctor));
    const booking = readPage(at(paths.bookAppointment));
    const doctorSelect = booking.all.find((element) => attribute(element, "id") === DOCTOR_SELECT_ID);
    const choices = booking.find("option", doctorSelect).map((option) => attribute(option, "value"));
    for (const { doctor, on } of named.filter((entry) => entry.on.length > 0)) {
      expect(existsSync(fileOf(at(paths.doctor(doctor.id)))), `${doctor.id}, named on ${on.join(", ")}`).toBe(true);
      const cards = find
        .find("article", mainOf(find))
        .filter((card) => find.find("h4", card).some((heading) => textOf(heading) === doctor.name[locale]));
      expect(cards, doctor.id).toHaveLength(1);
      expect(find.find("a", cards[0]).map((link) => attribute(link, "href")), doctor.id).toContain(bookingHref(doctor.id));
      expect(choices, doctor.id).toContain(doctor.id);
    }
  });

  it("gives each speciality page's doctors a page, a Book link, and their OPD line or the number to call", () => {
    const { findDoctorPage, specialityPage } = CONTENT[locale];
    for (const slug of DEPARTMENT_SLUGS) {
      const page = readPage(at(paths.speciality(slug)));
      const main = mainOf(page);
      const doctors = named.filter(({ doctor, on }) => on.includes(paths.speciality(slug)) && doctor.department === slug);
      const lines = page.find("div", main).filter((element) => attribute(element, "data-testid") === "opd-timings");
      expect(lines, slug).toHaveLength(doctors.length);
      for (const line of lines) {
        const said = textOf(line);
        if (said.startsWith(findDoctorPage.opdTimingsLabel))
          expect(page.find("a", line).map((link) => attribute(link, "href")), slug).toEqual([`tel:${hospital.phone}`]);
        else expect(said.startsWith(findDoctorPage.consultationLabel), slug).toBe(true);
      }
      const hrefs = page.find("a", main).map((link) => attribute(link, "href"));
      for (const { doctor } of doctors) {
        expect(hrefs, `${slug}: ${doctor.id}`).toContain(at(paths.doctor(doctor.id)));
        expect(hrefs, `${slug}: ${doctor.id}`).toContain(bookingHref(doctor.id));
      }
      const noExperts = page.all.filter((element) => attribute(element, "data-testid") === "no-experts");
      if (doctors.length > 0) expect(noExperts, slug).toEqual([]);
      else {
        expect(noExperts, slug).toHaveLength(1);
        expect(textOf(noExperts[0]!), slug).toContain(specialityPage.noExperts);
        const call = page.find("a", noExperts[0]);
        expect(call.map((link) => attribute(link, "href")), slug).toEqual([`tel:${hospital.phone}`]);
        expect(nameOf(call[0]!)).not.toBe("");
      }
    }
  });
});
