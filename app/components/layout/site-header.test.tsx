import { readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { SeedFrame } from "../../testing/seed-frame";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";
import { BRAND_MARK_ICON } from "./brand-mark";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SeedFrame>
        <Routes>
          <Route path="*" element={<SiteHeader />} />
        </Routes>
      </SeedFrame>
    </MemoryRouter>,
  );
}

describe("SiteHeader", () => {
  it("draws the hospital's mark as public/favicon.svg does, so the tab's icon and the header's agree", () => {
    const favicon = new DOMParser().parseFromString(readFileSync("public/favicon.svg", "utf8"), "image/svg+xml");
    const shapes = (root: ParentNode) =>
      [...root.querySelectorAll("rect, path")].map((shape) => [
        shape.tagName.toLowerCase(),
        ...[...shape.attributes].map((a) => `${a.name}=${a.value}`).sort(),
      ]);
    renderAt("/");
    const brand = document.querySelector('a[href="/"] svg')!;
    expect(shapes(favicon)).toHaveLength(2);
    expect(shapes(brand)).toEqual(shapes(favicon));
    // The tab's icon, written into the page as a data: address, is the same drawing.
    expect(BRAND_MARK_ICON).toMatch(/^data:image\/svg\+xml,[^"'#<>]*$/);
    const icon = new DOMParser().parseFromString(decodeURIComponent(BRAND_MARK_ICON.slice("data:image/svg+xml,".length)), "image/svg+xml");
    expect(shapes(icon)).toEqual(shapes(favicon));
  });

  it("marks the current page's link", () => {
    renderAt("/find");
    const current = screen.getAllByRole("link", { current: "page", hidden: true });
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((link) => link.textContent === "Find Doctor")).toBe(true);
  });

  it("opens the menu, locks page scrolling, and closes on Escape or when a link is chosen", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const menu = document.getElementById("mobile-menu")!;
    expect(menu).not.toBeVisible();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(menu).toBeVisible();
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(document.body.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(menu).not.toBeVisible();
    expect(document.body.style.overflow).toBe("");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const aboutInMenu = [...menu.querySelectorAll("a")].find((link) => link.textContent === "About")!;
    await user.click(aboutInMenu);
    expect(menu).not.toBeVisible();
    expect(document.body.style.overflow).toBe("");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteHeader before scripts run", () => {
  it("makes the menu an HTML popover that the menu button opens by itself", () => {
    document.body.innerHTML = renderToString(
      <MemoryRouter initialEntries={["/"]}>
        <SeedFrame>
          <SiteHeader />
        </SeedFrame>
      </MemoryRouter>,
    );
    const menu = document.getElementById("mobile-menu")!;
    expect(menu.getAttribute("popover")).toBe("auto");
    expect(menu.hasAttribute("hidden")).toBe(false);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("popovertarget", "mobile-menu");
  });
});
