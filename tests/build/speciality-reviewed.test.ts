/**
 * Every speciality page, in both languages, says in its HTML when its text was last reviewed: the
 * content's sentence with the day written out in the page's language (its month names from the
 * content), and the day itself in a <time> for machines.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { LOCALES, localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { type ServedPage, attribute, bodyOf, byTag, findAll, pageAt, servedPages, textOf } from "./page-tree";

let pages: ServedPage[];
beforeAll(async () => {
  pages = await servedPages();
});

const SPECIALITY_PAGES = LOCALES.flatMap((locale) =>
  CONTENT[locale].departments.map(({ slug }) => ({ locale, slug, path: localizedPath(locale, paths.speciality(slug)) })),
);

describe("the speciality pages' review date", () => {
  it.each(SPECIALITY_PAGES)("$path says when its text was last reviewed", ({ locale, slug, path }) => {
    const { specialityPage, specialities } = CONTENT[locale];
    const reviewedOn = specialities[slug].reviewedOn;
    const [year, month, day] = reviewedOn.split("-").map(Number) as [number, number, number];
    const sentence = specialityPage.lastReviewed.replace("{date}", `${day} ${specialityPage.months[month - 1]} ${year}`);
    const body = bodyOf(pageAt(pages, path));
    const saying = findAll(body, (element) => element.tagName === "p" && textOf(element) === sentence);
    expect(saying, sentence).toHaveLength(1);
    expect(byTag(saying[0]!, "time").map((time) => attribute(time, "datetime"))).toEqual([reviewedOn]);
  });
});
