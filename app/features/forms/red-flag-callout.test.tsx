/**
 * An emergency typed into a form is told to call (patient UX review 2, U3), and every message is
 * confirmed on the page (U2): as a message or query sounds like an emergency by the desk's own list, a
 * notice with the two numbers appears before anything is sent, and does not stop the sending; once
 * sent, the spec's alert, then the reference, what happens next, the emergency line and the notice
 * again. The contact, feedback and booking forms alike.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "#common/locale";
import { CONTENT } from "../../content/words/all-locales";
import { frameFactsOf } from "../../content/views/frame-facts";
import { AMBULANCE_NUMBER, telLink } from "../../content/links";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { SeedFrame } from "../../testing/seed-frame";
import { AppointmentForm } from "../appointment-form/appointment-form";
import { ContactForm } from "../contact-form/contact-form";
import { FeedbackForm } from "../feedback-form/feedback-form";

/** What a family typed, in each language (the review's own words). */
const EMERGENCY: Record<Locale, string> = {
  en: "My father has chest pain since an hour, what should we do?",
  hi: "पिताजी को सीने में दर्द हो रहा है",
};

function renderContact(locale: Locale) {
  const { forms } = CONTENT[locale];
  render(
    <MemoryRouter>
      <SeedFrame locale={locale}>
        <ContactForm labels={forms.contactForm} alerts={forms.alerts} common={forms} confirmation={forms.contactPage.confirmation} />
      </SeedFrame>
    </MemoryRouter>,
  );
  return forms;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(["en", "hi"] as const)("the contact form in %s", (locale) => {
  const emergencyLine = frameFactsOf(SEED_CONTENT, locale, new Date(0)).emergency;

  it("says at once, before sending, that a chest pain is an emergency, with 108 and the emergency line to tap; an ordinary message says nothing", async () => {
    const forms = renderContact(locale);
    type(forms.contactForm.message, "Please tell me the OPD timings of the orthopaedics department");
    await waitFor(() => expect(screen.getByRole("alert")).toBeEmptyDOMElement());

    type(forms.contactForm.message, EMERGENCY[locale]);
    const notice = await screen.findByTestId("red-flag-notice");
    expect(screen.getByRole("alert")).toContainElement(notice);
    expect(notice).toHaveTextContent(forms.redFlagNotice.heading);
    expect(
      within(notice).getByRole("link", { name: forms.redFlagNotice.callAmbulance.replace("{ambulance}", AMBULANCE_NUMBER) }),
    ).toHaveAttribute("href", telLink(AMBULANCE_NUMBER));
    expect(
      within(notice).getByRole("link", { name: forms.redFlagNotice.callEmergency.replace("{phone}", emergencyLine.display) }),
    ).toHaveAttribute("href", telLink(emergencyLine.e164));
  });

  it("after the spec's alert shows the reference, what happens next and the call-now notice again, and takes the focus; the notice never stopped the sending", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ok: true, referenceId: "MSG-7K3M9Q2D" })),
    );
    const forms = renderContact(locale);
    type(forms.contactForm.firstName, "Ravi");
    type(forms.contactForm.lastName, "Sharma");
    type(forms.contactForm.email, "ravi@example.in");
    type(forms.contactForm.phone, "9829012345");
    type(forms.contactForm.message, EMERGENCY[locale]);
    await screen.findByTestId("red-flag-notice");
    const send = screen.getByRole("button", { name: forms.contactForm.submit });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);

    const confirmation = await screen.findByTestId("contact-confirmation");
    expect(alert).toHaveBeenCalledExactlyOnceWith(forms.alerts.contactSuccess);
    expect(within(confirmation).getByTestId("message-reference")).toHaveTextContent("MSG-7K3M9Q2D");
    expect(confirmation).toHaveTextContent(forms.contactPage.confirmation.referenceLine.replace("{reference}", "MSG-7K3M9Q2D"));
    expect(confirmation).toHaveTextContent(forms.contactPage.confirmation.next);
    expect(within(confirmation).getByTestId("red-flag-notice")).toHaveTextContent(forms.redFlagNotice.heading);
    expect(within(confirmation).getAllByRole("link", { name: AMBULANCE_NUMBER })[0]).toHaveAttribute("href", telLink(AMBULANCE_NUMBER));
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    // The spec's reset: the form is empty behind the confirmation, and its notice gone with the text.
    expect(screen.getByLabelText(forms.contactForm.message, { exact: true })).toHaveValue("");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});

it("the feedback form's message raises the same notice", async () => {
  const { forms, feedbackPage } = CONTENT.en;
  render(
    <MemoryRouter>
      <SeedFrame>
        <FeedbackForm labels={feedbackPage.form} alerts={feedbackPage.alerts} common={forms} />
      </SeedFrame>
    </MemoryRouter>,
  );
  type(feedbackPage.form.message, "सांस नहीं ले पा रहे, दम घुट रहा है");
  expect(await screen.findByTestId("red-flag-notice")).toHaveTextContent(forms.redFlagNotice.heading);
});

it("the booking form's query raises the same notice as it is typed, keeps what was typed, and still books, its confirmation saying it again", async () => {
  vi.stubGlobal("alert", vi.fn());
  vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined);
  const fetch = vi.fn(async () => Response.json({ ok: true, referenceId: "APT-7K3M9Q2D" }));
  vi.stubGlobal("fetch", fetch);
  const { forms } = CONTENT.hi;
  const labels = forms.appointmentForm;
  const specialityOptions = SEED_CONTENT.appointment.specialities.map((option) => ({ value: option.value, label: option.label.hi }));
  render(
    <MemoryRouter>
      <SeedFrame locale="hi">
        <AppointmentForm
          labels={labels}
          alerts={forms.alerts}
          common={forms}
          doctors={[]}
          specialityOptions={specialityOptions}
          page={forms.appointmentPage}
          callsFrom={{ state: "missing" }}
          locale="hi"
        />
      </SeedFrame>
    </MemoryRouter>,
  );
  type(labels.name, "मीना जोशी");
  type(labels.email, "meena.joshi@example.in");
  type(labels.phoneNumber, "9829012345");
  fireEvent.change(screen.getByLabelText(labels.speciality, { exact: true }), { target: { value: specialityOptions[0]!.value } });
  type(labels.query, EMERGENCY.hi);

  // Before anything is sent: the notice, in the region a screen reader says at once.
  const notice = await screen.findByTestId("red-flag-notice");
  expect(screen.getByRole("alert")).toContainElement(notice);
  expect(notice).toHaveTextContent(forms.redFlagNotice.heading);
  expect(
    within(notice).getByRole("link", { name: forms.redFlagNotice.callAmbulance.replace("{ambulance}", AMBULANCE_NUMBER) }),
  ).toHaveAttribute("href", telLink(AMBULANCE_NUMBER));
  expect(screen.getByLabelText(labels.query, { exact: true })).toHaveValue(EMERGENCY.hi);

  const book = screen.getByRole("button", { name: labels.submit });
  await waitFor(() => expect(book).toBeEnabled());
  fireEvent.click(book);
  const confirmation = await screen.findByTestId("booking-confirmation");
  expect(fetch).toHaveBeenCalledOnce();
  expect(within(confirmation).getByTestId("red-flag-notice")).toHaveTextContent(forms.redFlagNotice.heading);
  // The spec's reset empties the query, and the notice under it goes with the text.
  expect(screen.getByRole("alert")).toBeEmptyDOMElement();
});
