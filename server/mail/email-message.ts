/** A composed e-mail, as queued in the outbox and handed to the mailer, and what a mailer is. */
export type EmailAddress = { name: string; address: string };

export type EmailMessage = {
  /** The submission it belongs to; names the offline .eml file. */
  referenceId: string;
  /** `<local@domain>`, fixed when queued so a retry is recognisably the same message. */
  messageId: string;
  /** ISO time the submission was received; the Date header. */
  date: string;
  from: string;
  to: EmailAddress | string;
  replyTo?: EmailAddress | string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export const addressOf = (recipient: EmailAddress | string) => (typeof recipient === "string" ? recipient : recipient.address);

/** What sends an e-mail: SMTP or the files transport (mailer.ts, mail-files.ts). */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the file is safely on disk); rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
