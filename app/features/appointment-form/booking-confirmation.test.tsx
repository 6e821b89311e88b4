/**
 * The booking's confirmation says plainly who calls (review U16: never "phone us to learn which number
 * will phone you"), lists a department once (U17), and sits below the sticky header with the focus (U4).
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CONTENT } from "../../content/words/all-locales";
import { telLink } from "../../content/links";
import { SeedFrame } from "../../testing/seed-frame";
import { focusBelowHeader } from "../forms/focus-below-header";
import { BookingConfirmation, askedFor } from "./booking-confirmation";

const { forms } = CONTENT.en;
const words = forms.appointmentPage.confirmation;
/** Not the seed's main or emergency line, which the panel offers for an emergency. */
const workingLine = { e164: "+911412345678", display: "0141 234 5678" };

const asked = (speciality: string) =>
  askedFor(
    { doctor: "dr-a", speciality },
    {
      doctors: [{ id: "dr-a", name: "Dr. A", department: "Orthopaedics" }],
      labels: forms.appointmentForm,
      specialityOptions: [
        { value: "Orthopaedics", label: "Orthopaedics" },
        { value: "General Surgery", label: "General Surgery" },
      ],
      page: forms.appointmentPage,
      locale: "en",
    },
  );

describe("the booking's confirmation", () => {
  it("lists the doctor's department once when it is the speciality asked for, and both when they differ", () => {
    expect(asked("Orthopaedics").map((row) => row.label)).toEqual([words.doctor, words.speciality, words.day, words.partOfDay]);
    expect(asked("General Surgery")).toContainEqual({ label: words.department, value: "Orthopaedics" });
  });

  it("says it calls on the patient's number, and names no number until the hospital confirms it", () => {
    const { rerender } = render(
      <SeedFrame>
        <BookingConfirmation words={words} referenceId="APT-7K3M9Q2D" asked={[]} callsFrom={{ state: "working", value: workingLine }} />
      </SeedFrame>,
    );
    const panel = screen.getByTestId("booking-confirmation");
    expect(panel).toHaveTextContent(words.callsYou);
    expect(panel.querySelector(`a[href="${telLink(workingLine.e164)}"]`)).toBeNull();

    rerender(
      <SeedFrame>
        <BookingConfirmation words={words} referenceId="APT-7K3M9Q2D" asked={[]} callsFrom={{ state: "supplied", value: workingLine }} />
      </SeedFrame>,
    );
    expect(screen.getByRole("link", { name: workingLine.display })).toHaveAttribute("href", telLink(workingLine.e164));
  });
});

describe("what a send brings into view", () => {
  it("takes the focus and has its top scrolled to the start, below the sticky header by the page's scroll padding", () => {
    document.body.innerHTML = `<section tabindex="-1" id="panel"></section>`;
    const panel = document.getElementById("panel")!;
    const scrollIntoView = vi.fn();
    panel.scrollIntoView = scrollIntoView;

    focusBelowHeader(panel);

    expect(panel).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: "start" });
  });
});
