/**
 * The one module that talks to the SMTP third party. With an SMTP URL it sends through a pooled
 * connection; without one (offline, the default) each message is written as an RFC 822 .eml file
 * under `${dataDir}/mail` (mail-files.ts), which is also what the end-to-end tests read back.
 */
import nodemailer from "nodemailer";
import type { EmailMessage, Mailer } from "./email-message";
import { fileMailer } from "./mail-files";

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

export type { Mailer } from "./email-message";

// A hung or silent server must fail the attempt (and be retried later) rather than stall the worker.
const SMTP_POOL = {
  maxConnections: 3,
  maxMessages: 100,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.allowPlaintext ?? false) : fileMailer(options.dataDir, toNodemailer);
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
