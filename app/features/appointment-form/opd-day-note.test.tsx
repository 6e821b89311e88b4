/**
 * Where the hospital has given a doctor's OPD days, the appointment form names them beside the doctor
 * and points out a preferred day that is not one of them, before the request is sent (issue 21).
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { SeedFrame } from "../../testing/seed-frame";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { weekdayOf, type Weekday } from "#schemas/opd-days";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { CONTENT } from "../../content/words/all-locales";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { AppointmentForm } from "./appointment-form";

const MONDAY_AND_THURSDAY: Weekday[] = ["monday", "thursday"];

/** The first day from today that the predicate accepts. */
function nextDay(accept: (weekday: Weekday) => boolean): string {
  const { first } = preferredDateRange();
  for (let ahead = 0; ; ahead++) {
    const day = addDays(first, ahead);
    if (accept(weekdayOf(day)!)) return day;
  }
}

function renderForm(locale: "en" | "hi") {
  const { appointmentForm, alerts } = CONTENT[locale].forms;
  const doctors = CONTENT[locale].doctors.cards.map(({ id, name }) => ({
    id,
    name,
    opdDays: id === "priya-jain" ? MONDAY_AND_THURSDAY : undefined,
  }));
  render(
    <MemoryRouter>
      <SeedFrame>
        <AppointmentForm
          labels={appointmentForm}
          alerts={alerts}
          common={CONTENT[locale].forms}
          doctors={doctors}
          specialityOptions={SEED_CONTENT.appointment.specialities.map((option) => ({ value: option.value, label: option.label[locale] }))}
          page={CONTENT[locale].forms.appointmentPage}
          callsFrom={{ state: "missing" }}
          locale={locale}
        />
      </SeedFrame>
    </MemoryRouter>,
  );
  const name = (id: string) => doctors.find((doctor) => doctor.id === id)!.name;
  return { labels: appointmentForm, name };
}

describe("the appointment form and a doctor's OPD days", () => {
  it("names the days beside a doctor whose days are known, and only that doctor", () => {
    const { labels, name } = renderForm("en");
    expect(screen.getByRole("option", { name: `${name("priya-jain")} (OPD: Monday, Thursday)` })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: name("mahesh-gupta") })).toBeInTheDocument();
    expect(screen.getByLabelText(labels.doctor)).toHaveValue("");
  });

  it("points out a day the chosen doctor has no OPD, and says nothing once the day is one of theirs", () => {
    const { labels, name } = renderForm("en");
    fireEvent.change(screen.getByLabelText(labels.doctor), { target: { value: "priya-jain" } });
    fireEvent.change(screen.getByLabelText(labels.preferredDate), { target: { value: nextDay((day) => day === "tuesday") } });

    const note = screen.getByRole("status");
    expect(note).toHaveTextContent(`${name("priya-jain")} does not hold OPD on the day you chose; their OPD days are Monday, Thursday.`);
    expect(screen.getByRole("button", { name: labels.submit })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(labels.preferredDate), { target: { value: nextDay((day) => day === "thursday") } });
    expect(note).toHaveTextContent("");
  });

  it("says nothing about the day of a doctor whose days the hospital has not given", () => {
    const { labels } = renderForm("en");
    fireEvent.change(screen.getByLabelText(labels.doctor), { target: { value: "mahesh-gupta" } });
    fireEvent.change(screen.getByLabelText(labels.preferredDate), { target: { value: nextDay((day) => day === "tuesday") } });
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("says it in Hindi on the Hindi form", () => {
    const { labels, name } = renderForm("hi");
    fireEvent.change(screen.getByLabelText(labels.doctor), { target: { value: "priya-jain" } });
    fireEvent.change(screen.getByLabelText(labels.preferredDate), { target: { value: nextDay((day) => day === "sunday") } });
    expect(screen.getByRole("status")).toHaveTextContent(
      `उस दिन ${name("priya-jain")} की ओपीडी नहीं होती; उनकी ओपीडी सोमवार, गुरुवार को होती है।`,
    );
  });
});
