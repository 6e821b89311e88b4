/**
 * The band across the top of a draft preview (server/publish/preview.ts), apart from the renderer so
 * the desk's preview route can allow its one inline style by hash without loading the publisher.
 */
import { createHash } from "node:crypto";
import type { Locale } from "#common/locale";

/** What the band says, in the desk's language and the page's. */
export const DRAFT_BAND: Record<Locale, string> = {
  en: "Draft, not public",
  hi: "ड्राफ़्ट, सार्वजनिक नहीं",
};

export const DRAFT_BAND_STYLE =
  "#draft-band{position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;background:#b45309;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center}";

/** The CSP source that allows exactly the band's `<style>` and no other inline style. */
export const DRAFT_BAND_STYLE_SOURCE = `'sha256-${createHash("sha256").update(DRAFT_BAND_STYLE, "utf8").digest("base64")}'`;
