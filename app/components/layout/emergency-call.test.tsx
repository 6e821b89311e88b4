import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { frameFactsOf } from "../../content/views/frame-facts";
import { AMBULANCE_NUMBER, telLink } from "../../content/links";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { site } from "../../content/words/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { FrameContext } from "./use-frame";

/** A frame whose emergency line is not the seed's: what a hospital publishes from the desk. */
const published = { ...frameFactsOf(SEED_CONTENT, "en", new Date(0)), emergency: { e164: "+911412345678", display: "0141 234 5678" } };

function renderFrame() {
  return render(
    <MemoryRouter initialEntries={["/about"]}>
      <FrameContext value={published}>
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} />
        <SiteFooter />
      </FrameContext>
    </MemoryRouter>,
  );
}

describe("the frame's emergency numbers", () => {
  it("are the emergency line the frame names, at the top of the bar and in the footer's disclaimer, with 108 for an ambulance", () => {
    renderFrame();
    const call = within(screen.getByRole("banner")).getAllByRole("link")[0]!;
    expect(call).toHaveAttribute("href", telLink(published.emergency.e164));
    expect(call).toHaveTextContent(`${site.emergencyCall}${published.emergency.display}`);

    const disclaimer = within(screen.getByRole("contentinfo")).getByText((_, element) =>
      element?.tagName === "P"
        ? element.textContent ===
          site.footer.disclaimer.replace("{phone}", published.emergency.display).replace("{ambulance}", AMBULANCE_NUMBER)
        : false,
    );
    expect(within(disclaimer).getByRole("link", { name: published.emergency.display })).toHaveAttribute(
      "href",
      telLink(published.emergency.e164),
    );
    expect(within(disclaimer).getByRole("link", { name: AMBULANCE_NUMBER })).toHaveAttribute("href", telLink(AMBULANCE_NUMBER));
  });

  it("come after the skip link, which points at the main content", () => {
    renderFrame();
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveTextContent(site.skipToContent);
    expect(links[0]).toHaveAttribute("href", "#main-content");
    expect(links[1]).toHaveAttribute("href", telLink(published.emergency.e164));
  });
});
