import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleAppointment } from "../testing/sample-submissions";
import { composeDeskEmail } from "./desk-email";
import { createMailer, type Mailer } from "./mailer";
import { startSmtpTestServer, type SmtpTestServer } from "../testing/smtp-test-server";

const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const message = composeDeskEmail(sampleAppointment(), {
  referenceId: "APT-7K3M9Q2D",
  receivedAt: new Date("2026-03-17T08:35:00.000Z"),
  mail,
});

let dataDir: string;
let mailer: Mailer | undefined;
let smtp: SmtpTestServer | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "hospital-mailer-"));
});

afterEach(async () => {
  await mailer?.close();
  await smtp?.close();
  mailer = undefined;
  smtp = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe("the mailer over SMTP", () => {
  it("delivers the message with its envelope, headers and both bodies", async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    await mailer.send(message);

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.from).toBe("noreply@aarogya.test");
    expect(delivered?.to).toEqual(["desk@aarogya.test"]);
    expect(delivered?.raw).toContain("Subject: Appointment request: APT-7K3M9Q2D");
    expect(delivered?.raw).toContain("Reply-To: Ravi Sharma <ravi.sharma@example.in>");
    expect(delivered?.raw).toContain("Message-ID: <APT-7K3M9Q2D.desk@aarogya.test>");
    expect(delivered?.raw).toContain("X-Hospital-Reference: APT-7K3M9Q2D");
    expect(delivered?.raw).toContain("Content-Type: text/plain");
    expect(delivered?.raw).toContain("Content-Type: text/html");
    expect(delivered?.raw).toContain("Pain in the left knee after a fall last week.");
  });

  it("sends nothing over smtp:// when the server offers no STARTTLS, unless plaintext is allowed for a local relay", async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir });
    await expect(mailer.send(message)).rejects.toThrow(/STARTTLS/);
    expect(smtp.received).toEqual([]);
  });

  it("rejects when the server refuses, so the outbox can try again", async () => {
    smtp = await startSmtpTestServer();
    smtp.rejectMessages(451);
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    await expect(mailer.send(message)).rejects.toMatchObject({ responseCode: 451 });
    expect(smtp.received).toEqual([]);
  });
});

describe("the mailer offline", () => {
  it("writes each message as a readable .eml file under the data directory", async () => {
    mailer = createMailer({ dataDir });
    await mailer.send(message);

    const files = await readdir(join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-APT-7K3M9Q2D\.desk\.eml$/);
    const raw = await readFile(join(dataDir, "mail", files[0]!), "utf8");
    expect(raw).toContain("Subject: Appointment request: APT-7K3M9Q2D");
    expect(raw).toContain("To: desk@aarogya.test");
    expect(raw).toContain("APT-7K3M9Q2D");
    for (const value of Object.values(sampleAppointment().data)) {
      if (value !== "pdpl") expect(raw).toContain(value);
    }
    expect(raw).not.toMatch(/Content-Transfer-Encoding: base64/);
  });
});
