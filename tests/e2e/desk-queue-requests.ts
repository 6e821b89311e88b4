/**
 * Requests for the desk's queue tests, sent by the public form's API, each named with a word only its
 * test uses, and the inbox searched for that word.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { uniquePhone } from "./desk-pages";
import { unique } from "./form-helpers";

export type Sent = { reference: string; name: string; phone: string };

/** An appointment request with a word only this test uses in its name, sent from the English or the Hindi page. */
export async function sendRequest(
  request: APIRequestContext,
  word: string,
  fields: { name?: string; query?: string; doctor?: string; language?: "en" | "hi" } = {},
): Promise<Sent> {
  const name = `${fields.name ?? "Asha"} ${word}`;
  const phone = uniquePhone();
  const sent = await request.post(`/api/appointment-email${fields.language === "hi" ? "?lang=hi" : ""}`, {
    data: {
      name,
      email: `asha-${unique()}@example.in`,
      phoneNumber: phone,
      speciality: "Orthopaedics",
      query: fields.query ?? "Knee pain since Monday",
      code: "pdpl",
      ...(fields.doctor ? { doctor: fields.doctor } : {}),
    },
  });
  expect(sent.status()).toBe(200);
  return { reference: ((await sent.json()) as { referenceId: string }).referenceId, name, phone };
}

/** The inbox searched for this test's word: only its own requests, in the queue's order. */
export async function searchInbox(page: Page, word: string) {
  await page.goto("/desk");
  await page.getByRole("searchbox").fill(word);
  await page.getByRole("button", { name: "Search" }).click();
}

export const rowReferences = (page: Page) =>
  page.locator("ol.requests > li").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-reference")));
