/**
 * The desk's call-back queue on a phone: its own layout, in the phone's project alone
 * (playwright.config.ts). The queue's journeys run at a desktop, in desk-queue.spec.ts.
 */
import { redFlagsIn } from "#app/content/rules/red-flags";
import { expect, test } from "./fixtures";
import { DESK_EXPECTED_CONSOLE_ERRORS, expectNoViolations, inboxRow, readyAccount, signInOnPage } from "./desk-pages";
import { searchInbox, sendRequest } from "./desk-queue-requests";
import { unique } from "./form-helpers";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

test("on a phone the queue's rows come straight after the views, search and folded filters, and pass axe", async ({ page, request }) => {
  const word = `Queue${unique()}`;
  const query = "मेरे बच्चे को तेज़ बुख़ार है";
  const flags = redFlagsIn(query).map((flag) => flag.label);
  expect(flags.length, "the message reads as a red flag").toBeGreaterThan(0);
  const sent = await sendRequest(request, word, { query, language: "hi" });
  await signInOnPage(page, await readyAccount(request, "desk"));
  await searchInbox(page, word);
  const row = inboxRow(page, sent.reference);
  await expect(row).toContainText(`Red flag: ${flags.join(", ")}`);
  expect((await row.boundingBox())!.y).toBeLessThan(844);
  await expectNoViolations(page, "the queue on a phone");
});
