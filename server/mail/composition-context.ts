/**
 * What every e-mail a submission sends is composed with. Its own module, so that compose.ts can choose
 * between the e-mails and each e-mail can read these types without importing compose.ts back.
 */
export type MailSettings = {
  from: string;
  to: string;
  acknowledgePatient: boolean;
  /** MAIL_CONTENT=notice (only with the front desk): the desk's e-mail links to the request instead of carrying it. */
  deskNotice?: { siteOrigin: string };
};

export type CompositionContext = { referenceId: string; receivedAt: Date; mail: MailSettings };
