import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageSwitch, languageSwitchTarget } from "./language-switch";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("the language switch", () => {
  it("leads to the same page in the other language, keeping the query and the anchor", () => {
    expect(languageSwitchTarget("hi", at("/"))).toBe("/hi");
    expect(languageSwitchTarget("hi", at("/about"))).toBe("/hi/about");
    expect(languageSwitchTarget("hi", at("/about/"))).toBe("/hi/about");
    expect(languageSwitchTarget("hi", at("/speciality/orthopaedics"))).toBe("/hi/speciality/orthopaedics");
    expect(languageSwitchTarget("hi", at("/find", "", "#meetdoctors"))).toBe("/hi/find#meetdoctors");
    expect(languageSwitchTarget("hi", at("/contact", "?ref=whatsapp"))).toBe("/hi/contact?ref=whatsapp");
    // The Hindi build's router sees its paths without /hi.
    expect(languageSwitchTarget("en", at("/"))).toBe("/");
    expect(languageSwitchTarget("en", at("/speciality/dental"))).toBe("/speciality/dental");
  });

  it("is a plain link named in the target language, with its lang and hreflang", () => {
    render(
      <MemoryRouter initialEntries={["/terms"]}>
        <LanguageSwitch className="" />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "हिन्दी" });
    expect(link).toHaveAttribute("href", "/hi/terms");
    expect(link).toHaveAttribute("lang", "hi");
    expect(link).toHaveAttribute("hreflang", "hi");
  });
});
