import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { SeedFrame } from "../../testing/seed-frame";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("lists six specialities until See More reveals all eleven, with no way back", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SeedFrame>
          <SiteFooter />
        </SeedFrame>
      </MemoryRouter>,
    );
    const list = () => within(screen.getByRole("list", { name: "Specialities" }));
    expect(list().getAllByRole("link")).toHaveLength(6);
    expect(list().getByRole("link", { name: "Orthopaedics" })).toHaveAttribute("href", "/speciality/orthopaedics");

    await user.click(screen.getByRole("button", { name: "See More" }));
    const links = list().getAllByRole("link");
    expect(links).toHaveLength(11);
    expect(links.map((link) => link.getAttribute("href"))).toContain("/speciality/physiotherapy");
    expect(screen.queryByRole("button", { name: "See More" })).toBeNull();
  });

  it("links For Patients, Terms of Use, the corrected Gallery path and the privacy notice", () => {
    render(
      <MemoryRouter>
        <SeedFrame>
          <SiteFooter />
        </SeedFrame>
      </MemoryRouter>,
    );
    const patients = within(screen.getByRole("list", { name: "For Patients" }));
    expect(patients.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Find Doctor", "/find"],
      ["Book Appointment", "/bookappointment"],
      ["Meet Our Doctors", "/find#meetdoctors"],
      ["Technology", "/"],
      ["Gallery", "/gallery"],
      ["Contact Us", "/contact"],
    ]);
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    expect(screen.getByText("Our Support and Sales team is available 365/24/7 to answer your queries.")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(String(new Date().getFullYear())))).toBeInTheDocument();
  });
});

describe("SiteFooter before scripts run", () => {
  it("lists every speciality, the ones past six shown by an HTML See More disclosure", () => {
    document.body.innerHTML = renderToString(
      <MemoryRouter>
        <SeedFrame>
          <SiteFooter />
        </SeedFrame>
      </MemoryRouter>,
    );
    const items = [...document.querySelectorAll("#footer-speciality-list li")];
    expect(items).toHaveLength(11);
    // Hidden by the stylesheet until the disclosure in the same column is open (group-has-open).
    expect(items.filter((item) => item.classList.contains("group-has-open:block"))).toHaveLength(5);
    expect(document.querySelector("details summary")?.textContent).toBe("See More");
  });
});
