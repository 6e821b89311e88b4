/**
 * The one module that talks to the SMTP third party. With an SMTP URL it sends through a pooled
 * connection; without one (offline, the default) each message is written as an RFC 822 .eml file
 * under `${dataDir}/mail`, which is also what the end-to-end tests read back.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { EmailMessage } from "./email-message";

export type MailerOptions = {
  smtpUrl?: string;
  dataDir: string;
  /**
   * smtp:// without STARTTLS: only for a relay on the same host or network (SMTP_ALLOW_PLAINTEXT=true).
   * Otherwise an smtp:// connection must upgrade to TLS or nothing is sent, so an attacker on the path
   * who strips the server's STARTTLS offer cannot read patients' messages or the SMTP password.
   */
  allowPlaintext?: boolean;
};

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the file is safely on disk); rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

// A hung or silent server must fail the attempt (and be retried later) rather than stall the worker.
const SMTP_POOL = {
  maxConnections: 3,
  maxMessages: 100,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.allowPlaintext ?? false) : fileMailer(join(options.dataDir, "mail"));
}

function smtpMailer(url: string, allowPlaintext: boolean): Mailer {
  // smtps:// is TLS from the first byte; requireTLS governs the STARTTLS upgrade of smtp:// only.
  const transport = nodemailer.createTransport({ url, pool: true, requireTLS: !allowPlaintext, ...SMTP_POOL });
  return {
    async send(message) {
      await transport.sendMail(toNodemailer(message));
    },
    async close() {
      transport.close();
    },
  };
}

function fileMailer(directory: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      await mkdir(directory, { recursive: true });
      await writeFileAtomically(join(directory, emlFileName(message)), info.message as Buffer);
    },
    async close() {
      composer.close();
    },
  };
}

function toNodemailer(message: EmailMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    date: new Date(message.date),
    headers: message.headers,
    // ASCII bodies with short lines go out verbatim (7bit); anything else as quoted-printable, never
    // base64, so the raw message stays readable.
    textEncoding: "quoted-printable" as const,
  };
}

/** `20260317T083501123Z-APT-7K3M9Q2D.desk.eml`: sorts by time, names the reference. */
function emlFileName(message: EmailMessage): string {
  const time = new Date().toISOString().replace(/[-:]/g, "").replace(".", "");
  const local = message.messageId.replace(/^<|@.*$/g, "").replace(/[^A-Za-z0-9.-]/g, "_");
  return `${time}-${local}.eml`;
}

/** Written under a temporary name, synced, then renamed: a reader never sees half a message. */
async function writeFileAtomically(path: string, content: Buffer): Promise<void> {
  const temporary = `${path}.${randomUUID()}.partial`;
  try {
    const file = await open(temporary, "wx");
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
