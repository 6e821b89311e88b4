/**
 * E-mails to staff about their own account, sent to the account's own address through the project's
 * mailer (offline: an .eml file in DATA_DIR/mail): the set-password link, so it never passes through
 * another administrator's hands, and a notice of every change to how they sign in, so a change they did
 * not make does not go unseen.
 */
import { randomBytes } from "node:crypto";
import { formatIndianTime } from "#common/indian-time";
import { messageId } from "../../mail/message-id";
import type { DeskOptions } from "../desk-http";

export type StaffMailKind = "invitation" | "reset" | "password-changed" | "second-factor-added" | "recovery-code-used";

type Notice = { kind: StaffMailKind; to: string; at: Date; by?: string; address?: string; link?: string; detail?: string };

const CLOSING = "If this was not you, tell the hospital's IT administrator at once.";

function compose({ kind, at, by, address, link, detail }: Notice): { subject: string; text: string } {
  const when = `${formatIndianTime(at)}${address ? ` from the address ${address}` : ""}`;
  switch (kind) {
    case "invitation":
      return {
        subject: "Your front desk account",
        text: `${by ?? "An administrator"} has made you an account on the hospital's front desk.\n\nSet your password with this link. It works once, within 24 hours:\n${link}\n`,
      };
    case "reset":
      return {
        subject: "Your front desk password was reset",
        text: `${by ?? "An administrator"} reset your front desk password on ${when}. Your old password no longer works and you were signed out.\n\nSet a new password with this link. It works once, within 24 hours:\n${link}\n\n${CLOSING}\n`,
      };
    case "password-changed":
      return { subject: "Your front desk password was changed", text: `Your front desk password was changed on ${when}.\n\n${CLOSING}\n` };
    case "second-factor-added":
      return {
        subject: "A second factor was added to your front desk account",
        text: `${detail ?? "A second factor"} was added to your front desk account on ${when}. It can now be used to sign in as you.\n\n${CLOSING}\n`,
      };
    case "recovery-code-used":
      return {
        subject: "A recovery code was used on your front desk account",
        text: `One of your recovery codes was used to sign in on ${when}. ${detail ?? ""}\n\n${CLOSING}\n`,
      };
  }
}

/** Sends one notice; rejects when the mailer does (the caller decides whether that fails the request). */
export async function sendStaffMail(options: Pick<DeskOptions, "staffMail">, notice: Notice): Promise<void> {
  const { mailer, from } = options.staffMail;
  // Not a patient's reference: staff mail is never matched by an erasure.
  const referenceId = `STAFF-${randomBytes(5).toString("hex").toUpperCase()}`;
  const { subject, text } = compose(notice);
  await mailer.send({
    referenceId,
    messageId: messageId(referenceId, notice.kind, from),
    date: notice.at.toISOString(),
    from,
    to: notice.to,
    subject,
    text,
  });
}
