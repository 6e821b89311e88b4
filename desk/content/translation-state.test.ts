import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { englishPointerOf, hindiFields, hindiState, openingSources, sha256Hex } from "./translation-state";

it("hashes as Node's SHA-256 does, for English, Devanagari and texts longer than one block", () => {
  for (const text of ["", "abc", "डॉ. विकास शर्मा", "x".repeat(55), "y".repeat(56), "Treats children. ".repeat(40)])
    expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
});

it("finds each Hindi field beside its English, in pairs of words and pairs of word records", () => {
  const value = { name: { en: "Asha", hi: "आशा" }, words: { en: { bio: "Bio", title: "T" }, hi: { bio: "" } }, count: 3 };
  expect(hindiFields(value)).toEqual([
    { hindi: "/name/hi", english: "/name/en" },
    { hindi: "/words/hi/bio", english: "/words/en/bio" },
    { hindi: "/words/hi/title", english: "/words/en/title" },
  ]);
  expect(englishPointerOf("/words/hi/bio")).toBe("/words/en/bio");
  expect(englishPointerOf("/history")).toBeNull();
});

it("is missing without Hindi, out of date when the English changed since, done otherwise", () => {
  const value = { a: { en: "Now", hi: "अब" }, b: { en: "Text", hi: " " }, c: { en: "", hi: "" } };
  expect(hindiState(value, "/a/hi", { "/a/hi": sha256Hex("Before") })).toBe("out-of-date");
  expect(hindiState(value, "/a/hi", { "/a/hi": sha256Hex("Now") })).toBe("done");
  expect(hindiState(value, "/b/hi", {})).toBe("missing");
  expect(hindiState(value, "/c/hi", {})).toBeNull();
  expect(openingSources(value, {})).toEqual({ "/a/hi": sha256Hex("Now") });
});
