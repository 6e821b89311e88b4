/** What the form journeys share: browser alerts, the e-mails and rows the server stored. */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Dialog, Page } from "@playwright/test";
import { expect, serverDataDir as dataDir } from "./fixtures";

/** Collects browser alerts and accepts them, as a visitor would press OK. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** The .eml file the server wrote for a submission (no SMTP server is configured in these tests). */
export async function mailContaining(text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const dir = join(dataDir(), "mail");
        let files: string[];
        try {
          files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
        } catch {
          return false;
        }
        found = files.map((file) => readFileSync(join(dir, file), "utf8")).find((mail) => mail.includes(text));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** What the hospital's staff see: the staff command's CSV export of every stored submission. */
export function storedSubmissionsCsv(): string {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/submissions.ts", "export", "--csv"], {
    env: { ...process.env, DATA_DIR: dataDir() },
    encoding: "utf8",
  });
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The text parts of an .eml file, decoded from quoted-printable or base64, so Devanagari reads as itself. */
export function decodedMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll("=", ""), "hex").toString("utf8"));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (match) => Buffer.from(match[1]!.replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [quotedPrintable, ...base64Parts].join("\n");
}
