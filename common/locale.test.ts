import { describe, expect, it } from "vitest";
import { LOCALE_INFO, inEveryLocale, isLocale, localeFromPath, localizedPath, unlocalizedPath } from "./locale";

describe("the language of a path", () => {
  it("is Hindi for /hi and everything under /hi/, English elsewhere", () => {
    for (const path of ["/hi", "/hi/", "/hi/about", "/hi/speciality/orthopaedics", "/hi/find#meetdoctors"])
      expect(localeFromPath(path), path).toBe("hi");
    for (const path of ["/", "/about", "/history", "/hindi", "/HI/about", "/speciality/hi", "/hi-about"])
      expect(localeFromPath(path), path).toBe("en");
  });

  it("puts a site path in a language and takes it out again", () => {
    expect(localizedPath("en", "/about")).toBe("/about");
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("hi", "/")).toBe("/hi");
    expect(localizedPath("hi", "/about")).toBe("/hi/about");
    expect(localizedPath("hi", "/find#meetdoctors")).toBe("/hi/find#meetdoctors");
    expect(localizedPath("hi", "/#top")).toBe("/hi#top");
    expect(unlocalizedPath("/hi")).toBe("/");
    expect(unlocalizedPath("/hi/speciality/dental")).toBe("/speciality/dental");
    expect(unlocalizedPath("/about")).toBe("/about");
  });

  it("lists paths in every language, one language after the other", () => {
    expect(inEveryLocale(["/", "/about"])).toEqual(["/", "/about", "/hi", "/hi/about"]);
  });

  it("knows only the site's languages", () => {
    expect(isLocale("hi")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale("constructor")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(LOCALE_INFO.hi).toMatchObject({ prefix: "/hi", nativeName: "हिन्दी", englishName: "Hindi", ogLocale: "hi_IN" });
  });
});
