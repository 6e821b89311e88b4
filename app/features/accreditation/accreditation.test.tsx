import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONTENT } from "../../content/words/all-locales";
import { Accreditation } from "./accreditation";

const words = CONTENT.en.home.accreditation;
const pdf = "/media/0123456789ab.pdf";
const picture = { src: "/media/0123456789ab-640.webp", width: 640, height: 905, alt: "The hospital's NABH certificate" };

const section = () => screen.getByRole("region", { name: words.heading });

describe("the home page's NABH section", () => {
  it("says what the accreditation means and shows no certificate while the hospital has supplied none", () => {
    render(<Accreditation content={words} certificate={{}} />);
    for (const paragraph of words.paragraphs) expect(within(section()).getByText(paragraph)).toBeInTheDocument();
    expect(within(section()).queryByRole("img")).toBeNull();
    expect(within(section()).queryByRole("link")).toBeNull();
  });

  it("links to the hospital's PDF in a new tab, in words, once supplied without a picture", () => {
    render(<Accreditation content={words} certificate={{ pdf }} />);
    const links = within(section()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      [words.certificateLink, pdf, "_blank"],
    ]);
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(section()).queryByRole("img")).toBeNull();
  });

  it("shows the certificate's picture linking to its PDF, and the link in words, once both are supplied", () => {
    render(<Accreditation content={words} certificate={{ pdf, picture }} />);
    const image = within(section()).getByRole("img", { name: `${picture.alt}: ${words.certificateLink}` });
    expect(image).toHaveAttribute("src", picture.src);
    const imageLink = image.closest("a");
    expect([imageLink?.getAttribute("href"), imageLink?.getAttribute("target")]).toEqual([pdf, "_blank"]);
    expect(
      within(section())
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([pdf, pdf]);
  });

  it("shows a supplied picture on its own, linking nowhere, while its PDF is not supplied", () => {
    render(<Accreditation content={words} certificate={{ picture }} />);
    expect(within(section()).getByRole("img", { name: picture.alt })).toHaveAttribute("src", picture.src);
    expect(within(section()).queryByRole("link")).toBeNull();
  });
});
