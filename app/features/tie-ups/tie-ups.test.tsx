import { CONTENT } from "../../content/words/all-locales";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TieUps } from "./tie-ups";

describe("TieUps", () => {
  it("shows three logos and toggles the TPA panel between More Details and Hide Details", async () => {
    const user = userEvent.setup();
    render(<TieUps content={CONTENT.en.home.tieUps} />);
    expect(screen.getByRole("heading", { name: "Our Tie-ups" })).toBeInTheDocument();
    // Each logo sits beside the scheme's name, so the image itself is decorative (empty alt).
    for (const tieUp of CONTENT.en.home.tieUps.items) expect(screen.getByText(tieUp.name)).toBeInTheDocument();
    expect(screen.getAllByRole("presentation").filter((element) => element.tagName === "IMG")).toHaveLength(3);
    const panelHeading = () => screen.queryByRole("heading", { name: "TPA Empanelment Status" });
    expect(panelHeading()).toBeNull();

    await user.click(screen.getByRole("button", { name: "More Details" }));
    expect(panelHeading()).toBeVisible();
    const hide = screen.getByRole("button", { name: "Hide Details" });
    expect(hide).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("listitem").filter((item) => item.closest("#tpa-panel"))).toHaveLength(11);

    await user.click(hide);
    expect(panelHeading()).toBeNull();
    expect(screen.getByRole("button", { name: "More Details" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("TieUps before scripts run", () => {
  it("is an HTML disclosure that opens on its own, saying More Details, then Hide Details", () => {
    document.body.innerHTML = renderToString(<TieUps content={CONTENT.en.home.tieUps} />);
    const disclosure = document.querySelector("details")!;
    const summary = disclosure.querySelector("summary")!;
    expect(disclosure.open).toBe(false);
    expect(summary.textContent).toContain("More Details");
    expect(summary.textContent).toContain("Hide Details");
    expect(disclosure.querySelector("#tpa-panel")?.textContent).toContain("TPA Empanelment Status");
    // Which of the two words shows is the stylesheet's part (group-open), checked in the browser.
    expect(summary.querySelector(".group-open\\:hidden")?.textContent).toBe("More Details");
  });
});
