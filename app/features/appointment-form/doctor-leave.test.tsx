import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CONTENT } from "../../content/words/all-locales";
import { doctorCardsOf } from "../../content/views/page-content";
import { SEED_CONTENT } from "../../content/model/seed-content";
import type { SiteContent } from "../../content/model/site-content.schema";
import { SeedFrame } from "../../testing/seed-frame";
import { AppointmentForm } from "./appointment-form";

/** The seed with the first doctor on leave: one period still to come, one long over. */
const content: SiteContent = {
  ...SEED_CONTENT,
  doctors: SEED_CONTENT.doctors.map((doctor, index) =>
    index === 0
      ? {
          ...doctor,
          leave: [
            { from: "2001-01-01", to: "2001-01-10" },
            { from: "2099-12-03", to: "2099-12-10" },
          ],
        }
      : doctor,
  ),
};

describe("a doctor's leave on the booking form", () => {
  it("is said beside the doctor's name while it lasts, and an ended leave is not", () => {
    const { forms } = CONTENT.en;
    const doctors = doctorCardsOf(content, "en").map(({ id, name, opdDays, leave }) => ({ id, name, opdDays, leave }));
    render(
      <MemoryRouter>
        <SeedFrame>
          <AppointmentForm
            labels={forms.appointmentForm}
            alerts={forms.alerts}
            common={forms}
            doctors={doctors}
            specialityOptions={[{ value: "Orthopaedics", label: "Orthopaedics" }]}
            page={forms.appointmentPage}
            callsFrom={{ state: "missing" }}
            locale="en"
          />
        </SeedFrame>
      </MemoryRouter>,
    );
    const first = content.doctors[0]!;
    const option = screen.getByRole("option", { name: new RegExp(first.name.en) });
    expect(option.textContent).toContain("2099");
    expect(option.textContent).not.toContain("2001");
    const other = screen.getByRole("option", { name: new RegExp(content.doctors[1]!.name.en) });
    expect(other.textContent).toBe(content.doctors[1]!.name.en);
  });
});
