/** A composed e-mail, as queued in the outbox and handed to the mailer. */
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
