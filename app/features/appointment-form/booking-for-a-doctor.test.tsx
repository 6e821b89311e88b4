/**
 * The appointment form opened from a doctor says at its top whom it is for and has the doctor's
 * department chosen where the Speciality options have it (review U5); a Book Now the specification
 * keeps grey says, beside it and to a screen reader, which fields are still empty (review U11).
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { APPOINTMENT_FIELDS } from "#schemas/form-fields";
import { CONTENT } from "../../content/words/all-locales";
import { departments } from "../../content/words/departments";
import { doctorCardsOf, specialityOptionFor } from "../../content/views/page-content";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { SeedFrame } from "../../testing/seed-frame";
import { AppointmentForm } from "./appointment-form";

const SHEKHAWAT = "rajendra-singh-shekhawat";
const VIKAS = "vikas-sharma";

/** The form as the booking page's loader hands it its doctors, opened at `search`. */
function renderForm(locale: "en" | "hi", search = "") {
  window.history.replaceState(null, "", `/bookappointment${search}`);
  const { forms } = CONTENT[locale];
  const specialityOptions = SEED_CONTENT.appointment.specialities.map((option) => ({ value: option.value, label: option.label[locale] }));
  const doctors = doctorCardsOf(SEED_CONTENT, locale).map(({ id, name, speciality }) => {
    const department = departments.find((candidate) => candidate.slug === speciality)!.name;
    return {
      id,
      name,
      department,
      speciality: specialityOptionFor(
        speciality,
        specialityOptions.map((option) => option.value),
      ),
      forDoctor: forms.appointmentForm.forDoctor.replace("{doctor}", name).replace("{department}", department),
    };
  });
  render(
    <MemoryRouter>
      <SeedFrame>
        <AppointmentForm
          labels={forms.appointmentForm}
          alerts={forms.alerts}
          common={forms}
          doctors={doctors}
          specialityOptions={specialityOptions}
          page={forms.appointmentPage}
          callsFrom={{ state: "missing" }}
          locale={locale}
        />
      </SeedFrame>
    </MemoryRouter>,
  );
  const doctor = (id: string) => doctors.find((candidate) => candidate.id === id)!;
  return { labels: forms.appointmentForm, doctor };
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the appointment form opened from a doctor", () => {
  it("chooses the doctor and the doctor's department, and names the doctor at the form's top", () => {
    const { labels, doctor } = renderForm("en", `?doctor=${SHEKHAWAT}`);
    expect(screen.getByLabelText(labels.doctor)).toHaveValue(SHEKHAWAT);
    expect(screen.getByLabelText(labels.speciality)).toHaveValue("Orthopaedics");
    const note = labels.forDoctor.replace("{doctor}", doctor(SHEKHAWAT).name).replace("{department}", doctor(SHEKHAWAT).department!);
    const shown = screen.getByText(note);
    expect(shown).toBeVisible();
    // First in the form, above the fields.
    expect(shown.closest("form")!.firstElementChild).toBe(shown);
  });

  it("leaves Speciality for the patient when the options do not have the doctor's department", () => {
    const { labels, doctor } = renderForm("hi", `?doctor=${VIKAS}`);
    expect(screen.getByLabelText(labels.doctor)).toHaveValue(VIKAS);
    expect(screen.getByLabelText(labels.speciality)).toHaveValue("");
    expect(
      screen.getByText(labels.forDoctor.replace("{doctor}", doctor(VIKAS).name).replace("{department}", doctor(VIKAS).department!)),
    ).toBeVisible();
  });

  it("names no doctor when none is chosen, and the doctor the patient then chooses", () => {
    const { labels, doctor } = renderForm("en");
    const note = (id: string) => labels.forDoctor.replace("{doctor}", doctor(id).name).replace("{department}", doctor(id).department!);
    expect(screen.getByText(note(VIKAS))).not.toBeVisible();
    fireEvent.change(screen.getByLabelText(labels.doctor), { target: { value: VIKAS } });
    expect(screen.getByText(note(VIKAS))).toBeVisible();
    expect(screen.getByText(note(SHEKHAWAT))).not.toBeVisible();
  });
});

describe.each(["en", "hi"] as const)("a grey Book Now in %s", (locale) => {
  it("says which required fields are still empty, beside it and as its description", async () => {
    const { labels } = renderForm(locale);
    const button = await screen.findByRole("button", { name: labels.submit });
    await act(async () => {});
    expect(button).toBeDisabled();
    const list = (fields: readonly (typeof APPOINTMENT_FIELDS)[number][]) =>
      labels.stillEmpty.replace("{fields}", fields.map((field) => labels[field]).join(", "));
    expect(button).toHaveAccessibleDescription(list(APPOINTMENT_FIELDS));

    const typed = { name: "Kamla Devi", phoneNumber: "9829012345", speciality: "Orthopaedics", query: "Knee pain" } as const;
    for (const [field, value] of Object.entries(typed)) {
      const control = screen.getByLabelText(labels[field as keyof typeof typed]);
      fireEvent.input(control, { target: { value } });
      fireEvent.change(control, { target: { value } });
    }
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(list(["email"]));
    expect(screen.getByText(list(["email"]))).toBeVisible();

    const email = screen.getByLabelText(labels.email);
    fireEvent.input(email, { target: { value: "kamla@example.com" } });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
  });
});
