/**
 * A form page's checks (zod and the messages, the largest script a form page has) are fetched when the
 * visitor starts on the form, not for every visitor who only reads the page.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CONTENT } from "../../content/words/all-locales";
import { useValidatedForm } from "./use-validated-form";
import { ContactSchema, contactMessagesEn } from "#schemas/contact";

const { contactForm } = CONTENT.en.forms;
const schema = ContactSchema;
const FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const;

function NameOnlyForm({ loadSchema, firstName = "" }: { loadSchema: () => Promise<typeof schema>; firstName?: string }) {
  const { attach, fieldProps } = useValidatedForm(FIELDS, loadSchema);
  const { error, ...input } = fieldProps("firstName");
  return (
    <form ref={attach}>
      <label htmlFor="first-name">{contactForm.firstName}</label>
      <input id="first-name" defaultValue={firstName} {...input} />
      <p>{error}</p>
      <button type="button">Next</button>
    </form>
  );
}

describe("the forms' checks", () => {
  it("are not fetched while the visitor only reads the page", async () => {
    const loadSchema = vi.fn(async () => schema);
    render(<NameOnlyForm loadSchema={loadSchema} />);
    await act(async () => {});
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it("are fetched once, when the visitor first goes to a field, and then apply", async () => {
    const loadSchema = vi.fn(async () => schema);
    render(<NameOnlyForm loadSchema={loadSchema} />);
    await userEvent.type(screen.getByLabelText(contactForm.firstName), "R");
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    // The shared schema's message for a one-letter name: the checks arrived and apply.
    expect(await screen.findByText(contactMessagesEn.minLength)).toBeVisible();
    await userEvent.type(screen.getByLabelText(contactForm.firstName), "avi");
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("are fetched at once when a field already holds something (typed before the scripts ran)", async () => {
    const loadSchema = vi.fn(async () => schema);
    render(<NameOnlyForm loadSchema={loadSchema} firstName="Ravi" />);
    await act(async () => {});
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});
