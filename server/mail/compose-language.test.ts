import { describe, expect, it } from "vitest";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { composeAcknowledgement } from "./acknowledgement-email";
import { composeDeskEmail } from "./desk-email";
import type { MailSettings } from "./composition-context";

const mail: MailSettings = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: true };
const context = { referenceId: "APT-7K3M9Q2D", receivedAt: new Date("2026-03-17T08:35:00.000Z"), mail };

describe("the language the patient used", () => {
  it("is stated in the desk's e-mail, in English with its own name beside it", () => {
    for (const submission of [sampleAppointment(), sampleContact()]) {
      const email = composeDeskEmail({ ...submission, locale: "hi" }, context);
      expect(email.text).toMatch(/^Language:\s+Hindi \(हिन्दी\)$/m);
      expect(email.html).toContain("<th>Language</th><td>Hindi (हिन्दी)</td>");
      expect(composeDeskEmail(submission, context).text).toMatch(/^Language:\s+English \(en\)$/m);
    }
  });

  it("is the language of the patient's acknowledgement", () => {
    const hindi = composeAcknowledgement({ ...sampleAppointment(), locale: "hi" }, context);
    expect(hindi.subject).toBe("आपका अपॉइंटमेंट अनुरोध हमें मिल गया है (APT-7K3M9Q2D)");
    expect(hindi.text).toContain("प्रिय मरीज़,");
    expect(hindi.text).toContain("आपका रेफ़रेंस नंबर: APT-7K3M9Q2D");
    expect(composeAcknowledgement(sampleAppointment(), context).subject).toBe("We received your appointment request (APT-7K3M9Q2D)");
  });
});
