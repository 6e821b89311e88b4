/** The floating button never covers a form's submit button (patient UX review 2, U25). */
import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { site } from "../../content/site";
import { ScrollToTopButton } from "./scroll-to-top-button";

afterEach(() => vi.restoreAllMocks());

it("shows past the spec's threshold, and hides while a form's submit button is on the screen", () => {
  document.body.innerHTML = `<main><form><button type="submit">Send Message</button></form></main>`;
  const send = document.querySelector("button")!;
  const place = (top: number) => vi.spyOn(send, "getBoundingClientRect").mockReturnValue({ top, bottom: top + 48, height: 48 } as DOMRect);
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });

  place(2000);
  render(<ScrollToTopButton />);
  expect(screen.queryByRole("button", { name: site.scrollToTop })).toBeNull();

  scrollTo(600);
  expect(screen.getByRole("button", { name: site.scrollToTop })).toBeVisible();

  place(500);
  scrollTo(1500);
  expect(screen.queryByRole("button", { name: site.scrollToTop })).toBeNull();

  place(-200);
  scrollTo(2200);
  expect(screen.getByRole("button", { name: site.scrollToTop })).toBeVisible();
});
