/**
 * What a visitor types into the pre-rendered form before the page's scripts run stays, and becomes the
 * form's state when they do: the spec's messages and button rules apply to it at once.
 */
import { act, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SeedFrame } from "../../testing/seed-frame";
import { MemoryRouter } from "react-router";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { CONTENT } from "../../content/words/all-locales";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { AppointmentForm } from "../appointment-form/appointment-form";
import { ContactForm } from "../contact-form/contact-form";

const { contactForm, appointmentForm, alerts } = CONTENT.en.forms;
const common = CONTENT.en.forms;
const doctors = CONTENT.en.doctors.cards.map(({ id, name }) => ({ id, name }));
const specialityOptions = SEED_CONTENT.appointment.specialities.map((option) => ({ value: option.value, label: option.label.en }));

// Hydrating by hand (not through Testing Library's render), so React is told it runs under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** Puts the pre-rendered HTML of `tree` on the page, lets `typeBeforeScripts` fill it, then hydrates. */
async function hydrateAfterTyping(tree: ReactNode, typeBeforeScripts: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <MemoryRouter>
      <SeedFrame>{tree}</SeedFrame>
    </MemoryRouter>,
  );
  document.body.append(container);
  typeBeforeScripts();
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <SeedFrame>{tree}</SeedFrame>
      </MemoryRouter>,
    );
  });
}

/** Sets a field's value as the browser does when someone types into it while no script listens. */
function typeWithoutScripts(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  field.value = value;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("a form filled before the page's scripts run", () => {
  it("contact: keeps every value, shows the message of a wrong one at once, and enables Send once it is right", async () => {
    await hydrateAfterTyping(
      <ContactForm labels={contactForm} alerts={alerts} common={common} confirmation={common.contactPage.confirmation} />,
      () => {
        typeWithoutScripts(contactForm.firstName, "Ravi");
        typeWithoutScripts(contactForm.lastName, "Sharma");
        typeWithoutScripts(contactForm.email, "ravi.sharma@");
        typeWithoutScripts(contactForm.phone, "98290 12345");
        typeWithoutScripts(contactForm.message, "Is the OPD open on Sunday?");
      },
    );

    expect(screen.getByLabelText(contactForm.firstName)).toHaveValue("Ravi");
    expect(screen.getByLabelText(contactForm.message)).toHaveValue("Is the OPD open on Sunday?");
    expect(await screen.findByText("Invalid email address")).toBeVisible();
    const send = screen.getByRole("button", { name: contactForm.submit });
    expect(send).toBeDisabled();

    await userEvent.type(screen.getByLabelText(contactForm.email), "example.in");
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByText("Invalid email address")).toBeNull();
  });

  it("appointment: Book Now works at once and sends exactly what is on screen", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const alert = vi.fn();
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("alert", alert);
    await hydrateAfterTyping(
      <AppointmentForm
        labels={appointmentForm}
        alerts={alerts}
        common={common}
        doctors={doctors}
        specialityOptions={specialityOptions}
        page={CONTENT.en.forms.appointmentPage}
        callsFrom={{ state: "missing" }}
        locale="en"
      />,
      () => {
        typeWithoutScripts(appointmentForm.name, "Kamla Devi");
        typeWithoutScripts(appointmentForm.email, "kamla.devi@example.in");
        typeWithoutScripts(appointmentForm.phoneNumber, "098290-12345");
        typeWithoutScripts(appointmentForm.speciality, "Orthopaedics");
        typeWithoutScripts(appointmentForm.query, "Knee pain.");
      },
    );

    expect(screen.getByLabelText(appointmentForm.speciality)).toHaveValue("Orthopaedics");
    const book = screen.getByRole("button", { name: appointmentForm.submit });
    expect(book).toBeEnabled();
    await userEvent.click(book);

    await waitFor(() => expect(alert).toHaveBeenCalledWith(alerts.appointmentSuccess));
    const [, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(request.body))).toEqual({
      name: "Kamla Devi",
      email: "kamla.devi@example.in",
      phoneNumber: "9829012345",
      speciality: "Orthopaedics",
      query: "Knee pain.",
      code: "pdpl",
    });
    expect(screen.getByLabelText(appointmentForm.name)).toHaveValue("");
  });

  it("appointment: the doctor, day and time chosen before the scripts run are kept and sent", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("alert", vi.fn());
    const day = addDays(preferredDateRange().first, 3);
    await hydrateAfterTyping(
      <AppointmentForm
        labels={appointmentForm}
        alerts={alerts}
        common={common}
        doctors={doctors}
        specialityOptions={specialityOptions}
        page={CONTENT.en.forms.appointmentPage}
        callsFrom={{ state: "missing" }}
        locale="en"
      />,
      () => {
        typeWithoutScripts(appointmentForm.name, "Kamla Devi");
        typeWithoutScripts(appointmentForm.email, "kamla.devi@example.in");
        typeWithoutScripts(appointmentForm.phoneNumber, "9829012345");
        typeWithoutScripts(appointmentForm.speciality, "Gynecology");
        typeWithoutScripts(appointmentForm.query, "Check-up.");
        typeWithoutScripts(appointmentForm.doctor, "priya-jain");
        typeWithoutScripts(appointmentForm.preferredDate, day);
        typeWithoutScripts(appointmentForm.preferredTime, "evening");
      },
    );

    expect(screen.getByLabelText(appointmentForm.doctor)).toHaveValue("priya-jain");
    expect(screen.getByLabelText(appointmentForm.preferredDate)).toHaveValue(day);
    expect(screen.getByLabelText(appointmentForm.preferredTime)).toHaveValue("evening");
    await userEvent.click(screen.getByRole("button", { name: appointmentForm.submit }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(request.body))).toMatchObject({ doctor: "priya-jain", preferredDate: day, preferredTime: "evening" });
  });

  it("appointment: a past day chosen before the scripts run is pointed out as soon as they do", async () => {
    await hydrateAfterTyping(
      <AppointmentForm
        labels={appointmentForm}
        alerts={alerts}
        common={common}
        doctors={doctors}
        specialityOptions={specialityOptions}
        page={CONTENT.en.forms.appointmentPage}
        callsFrom={{ state: "missing" }}
        locale="en"
      />,
      () => {
        typeWithoutScripts(appointmentForm.preferredDate, addDays(preferredDateRange().first, -1));
      },
    );

    expect(await screen.findByText("Choose today or a later date")).toBeVisible();
  });
});
