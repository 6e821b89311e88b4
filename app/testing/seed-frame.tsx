import type { ReactNode } from "react";
import { FrameContext } from "../components/layout/use-frame";
import { frameFactsOf } from "../content/views/frame-facts";
import { SEED_CONTENT } from "../content/model/seed-content";
import type { Locale } from "#common/locale";

/** For tests that draw part of a page alone: the frame's facts the root loader gives, from the seed. */
export function SeedFrame({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return <FrameContext value={frameFactsOf(SEED_CONTENT, locale, new Date(0))}>{children}</FrameContext>;
}
