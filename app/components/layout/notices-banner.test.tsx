import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONTENT } from "../../content/words/all-locales";
import { frameFactsOf } from "../../content/views/frame-facts";
import { SEED_CONTENT } from "../../content/model/seed-content";
import type { SiteContent } from "../../content/model/site-content.schema";
import { NoticesBanner } from "./notices-banner";
import { FrameContext } from "./use-frame";

const content: SiteContent = {
  ...SEED_CONTENT,
  notices: [
    {
      id: "new-year",
      start: "2027-01-01T00:00:00+05:30",
      end: "2027-01-02T00:00:00+05:30",
      text: { en: "OPD closed on 1 January", hi: "1 जनवरी को ओपीडी बंद रहेगी" },
    },
  ],
};

function renderAt(moment: string, locale: "en" | "hi" = "en") {
  return render(
    <FrameContext value={frameFactsOf(content, locale, new Date(moment))}>
      <NoticesBanner />
    </FrameContext>,
  );
}

describe("the notices banner", () => {
  it("shows a notice, in a region named for screen readers, from its start until its end", () => {
    renderAt("2026-12-31T18:30:00Z");
    const region = screen.getByRole("region", { name: CONTENT.en.site.notices });
    expect(region.textContent).toBe("OPD closed on 1 January");
  });

  it("shows it in the page's language", () => {
    renderAt("2027-01-01T12:00:00+05:30", "hi");
    expect(screen.getByRole("region", { name: CONTENT.en.site.notices }).textContent).toBe("1 जनवरी को ओपीडी बंद रहेगी");
  });

  it("is not there before the start or from the end", () => {
    const before = renderAt("2026-12-31T18:29:59Z");
    expect(screen.queryByRole("region")).toBeNull();
    before.unmount();
    renderAt("2027-01-01T18:30:00Z");
    expect(screen.queryByRole("region")).toBeNull();
  });
});
