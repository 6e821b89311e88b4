/**
 * The one module that talks to the SMS third party. With SMS_PROVIDER_URL set it posts each message
 * there as JSON ({ to, text, sender }, with SMS_API_KEY as a bearer token); most Indian gateways (and a
 * small relay in front of one) take such a call, and a DLT template ID goes in SMS_SENDER's company when
 * the provider asks for one. Without it (offline, the default) each message is written as a text file
 * under `${dataDir}/sms`, named like the mailer's .eml files, private to the server's user, and deleted
 * with the request (erasure and the retention purge), which is also what the end-to-end tests read back.
 */
import { join } from "node:path";
import { mailFilesIn, privateFolder, writeFileAtomically, writtenAtName } from "../mail/mail-files";

export const SMS_FOLDER = "sms";
export const SMS_EXTENSION = "txt";

export type SmsMessage = {
  /** E.164, "+919829012345". */
  to: string;
  text: string;
  /** The request it is about: the written file is named by it. */
  referenceId: string;
  /** "en" or "hi": written in the file, for whoever reads it back. */
  language: string;
};

export type SmsOptions = {
  dataDir: string;
  providerUrl?: string;
  apiKey?: string;
  sender?: string;
  /** For tests of the provider mode. */
  fetch?: typeof fetch;
};

export interface SmsSender {
  /** "files": written under DATA_DIR/sms, not sent. */
  readonly mode: "provider" | "files";
  /** Resolves once the provider accepted the message (or the file is safely on disk); rejects otherwise. */
  send(message: SmsMessage): Promise<void>;
}

const PROVIDER_TIMEOUT_MS = 10_000;

export function createSms(options: SmsOptions): SmsSender {
  return options.providerUrl ? providerSms(options.providerUrl, options) : fileSms(options.dataDir);
}

/** The written text messages, for erasure and the retention purge (mail-files.ts does the same for e-mails). */
export const smsFilesIn = (dataDir: string) => mailFilesIn(dataDir, { folder: SMS_FOLDER, extension: SMS_EXTENSION });

function fileSms(dataDir: string): SmsSender {
  const directory = join(dataDir, SMS_FOLDER);
  return {
    mode: "files",
    async send(message) {
      await privateFolder(directory);
      const reference = message.referenceId.replace(/[^A-Za-z0-9-]/g, "_");
      const content = `To: ${message.to}\nLanguage: ${message.language}\n\n${message.text}\n`;
      await writeFileAtomically(join(directory, `${writtenAtName()}-${reference}.sms.${SMS_EXTENSION}`), Buffer.from(content, "utf8"));
    },
  };
}

function providerSms(url: string, options: SmsOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    mode: "provider",
    async send(message) {
      const answer = await send(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, sender: options.sender ?? "", reference: message.referenceId }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`the SMS provider answered ${answer.status}`);
    },
  };
}
