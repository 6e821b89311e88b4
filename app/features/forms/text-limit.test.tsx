/**
 * A long message is never cut without a word (review m10): every form with a message keeps the whole
 * text, counts the characters near the limit and says how many are too many, in the page's language.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "#schemas/limits";
import type { Locale } from "#common/locale";
import { CONTENT } from "../../content/words/all-locales";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { SeedFrame } from "../../testing/seed-frame";
import { AppointmentForm } from "../appointment-form/appointment-form";
import { ContactForm } from "../contact-form/contact-form";
import { FeedbackForm } from "../feedback-form/feedback-form";

/** Each form with a message, drawn alone, and the label of its message field. */
const FORMS = {
  appointment: (locale: Locale) => {
    const { forms, doctors } = CONTENT[locale];
    return {
      label: forms.appointmentForm.query,
      form: (
        <AppointmentForm
          labels={forms.appointmentForm}
          alerts={forms.alerts}
          common={forms}
          doctors={doctors.cards.map(({ id, name }) => ({ id, name }))}
          specialityOptions={SEED_CONTENT.appointment.specialities.map((option) => ({ value: option.value, label: option.label[locale] }))}
          page={forms.appointmentPage}
          callsFrom={{ state: "missing" }}
          locale={locale}
        />
      ),
    };
  },
  contact: (locale: Locale) => {
    const { forms } = CONTENT[locale];
    return {
      label: forms.contactForm.message,
      form: <ContactForm labels={forms.contactForm} alerts={forms.alerts} common={forms} confirmation={forms.contactPage.confirmation} />,
    };
  },
  feedback: (locale: Locale) => {
    const { forms, feedbackPage } = CONTENT[locale];
    return {
      label: feedbackPage.form.message,
      form: <FeedbackForm labels={feedbackPage.form} alerts={feedbackPage.alerts} common={forms} />,
    };
  },
};

function drawForm(name: keyof typeof FORMS, locale: Locale) {
  const { label, form } = FORMS[name](locale);
  render(
    <MemoryRouter>
      <SeedFrame locale={locale}>{form}</SeedFrame>
    </MemoryRouter>,
  );
  return screen.getByLabelText(label);
}

const note = (field: HTMLElement) => document.getElementById(`${field.id}-count`)!;
const LIMIT = FIELD_LIMITS.text;

describe.each(["en", "hi"] as const)("a message near its limit (%s)", (locale) => {
  const { textCounter, textTooLong } = CONTENT[locale].forms;
  const counted = (count: number) => textCounter.replace("{count}", String(count)).replace("{limit}", String(LIMIT));

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])("the %s form keeps a pasted text that is too long and says so", async (name) => {
    const field = drawForm(name, locale);
    expect(field).not.toHaveAttribute("maxlength");

    const tooLong = "ब".repeat(LIMIT + 35);
    fireEvent.change(field, { target: { value: tooLong } });
    expect(field).toHaveValue(tooLong);
    await waitFor(() => expect(note(field)).toHaveTextContent(textTooLong.replace("{over}", "35").replace("{limit}", String(LIMIT))));
    expect(note(field)).toHaveAttribute("aria-live", "polite");
    expect(field.getAttribute("aria-describedby")).toContain(note(field).id);
  });

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])("the %s form counts only near the limit", async (name) => {
    const field = drawForm(name, locale);
    fireEvent.change(field, { target: { value: "a".repeat(LIMIT / 2) } });
    expect(note(field)).toHaveTextContent("");

    fireEvent.change(field, { target: { value: "a".repeat(LIMIT - 50) } });
    await waitFor(() => expect(note(field)).toHaveTextContent(counted(LIMIT - 50)));

    fireEvent.change(field, { target: { value: "a".repeat(LIMIT) } });
    await waitFor(() => expect(note(field)).toHaveTextContent(counted(LIMIT)));
  });
});
