import { CONTENT } from "~/content/all-locales";
import { render, screen } from "@testing-library/react";
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
