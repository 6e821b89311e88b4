import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTERFACE_ICON_NAMES, SOCIAL_NETWORKS } from "#app/components/ui/icon-names";
import { ICON_NAMES } from "#app/content/keys";
import { ICON_SPRITE_FILE, renderIconSprite } from "./icon-sprite";

describe("the icon sprite", () => {
  const shipped = readFileSync(ICON_SPRITE_FILE, "utf8");

  it("is the file the generator writes today (run `npm run icons` after changing the icons)", () => {
    expect(shipped).toBe(renderIconSprite());
  });

  it("has exactly one symbol, with drawn shapes, for every icon the content and the pages name", () => {
    const symbols = [...shipped.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)];
    const ids = symbols.map((symbol) => symbol[1]);
    expect([...ids].sort()).toEqual([...ICON_NAMES, ...INTERFACE_ICON_NAMES, ...SOCIAL_NETWORKS].sort());
    for (const [, id, shapes] of symbols) expect(shapes, id).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
  });
});
