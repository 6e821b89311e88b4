import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_AT_MOST_BYTES, firstScreenImage } from "./first-screen-image.server";

describe("a picture in a page's first screen", () => {
  const publicDirectory = mkdtempSync(join(tmpdir(), "public-"));
  mkdirSync(join(publicDirectory, "images"));
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3">\n<rect width="4" height="3" fill="#e8f0fb"/></svg>\n`;
  writeFileSync(join(publicDirectory, "images/small.svg"), drawing);
  writeFileSync(
    join(publicDirectory, "images/large.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg"><desc>${"x".repeat(INLINE_AT_MOST_BYTES)}</desc></svg>`,
  );

  it("is written into the page when it is a small SVG drawing, as a data: address that decodes to the file", () => {
    const address = firstScreenImage("/images/small.svg", publicDirectory);
    expect(address).toMatch(/^data:image\/svg\+xml,[^"'#<>\n]+$/);
    expect(decodeURIComponent(address.slice("data:image/svg+xml,".length))).toBe(drawing.trim());
  });

  it("keeps its address when it is larger, not a drawing, or outside the public folder", () => {
    expect(firstScreenImage("/images/large.svg", publicDirectory)).toBe("/images/large.svg");
    expect(firstScreenImage("/images/gallery/operation-theatre.jpg", publicDirectory)).toBe("/images/gallery/operation-theatre.jpg");
    expect(firstScreenImage("/../secret.svg", publicDirectory)).toBe("/../secret.svg");
  });

  it("reads the site's own drawings from public/", () => {
    expect(firstScreenImage("/images/gallery/operation-theatre.svg")).toMatch(/^data:image\/svg\+xml,/);
  });
});
