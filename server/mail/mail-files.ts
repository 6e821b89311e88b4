/**
 * The files transport: without SMTP (offline, or MAIL_TRANSPORT=files), each e-mail is written as an
 * RFC 822 .eml file under `${dataDir}/mail` instead of being sent. These files hold the patient's whole
 * query, so they are private to the server's user, named by the submission's reference, and deleted
 * with the submission: by the retention purge and by an erasure request.
 */
import { randomUUID } from "node:crypto";
import { chmod, mkdir, open, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { EmailMessage, Mailer } from "./email-message";

export const MAIL_FOLDER = "mail";
const PRIVATE_DIRECTORY_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** `20260317T083501123Z-APT-7K3M9Q2D.desk.eml`: sorts by the time written, then names the reference. */
const fileNamePattern = (extension: string) => new RegExp(`^(\\d{8}T\\d{9}Z)-([A-Za-z0-9-]+)\\.[^/]*\\.${extension}$`);

export type MailFiles = {
  directory: string;
  /** The .eml files written for these submissions (names only). */
  filesOf(referenceId: string): Promise<string[]>;
  /** Deletes the .eml files of these submissions; returns how many were deleted. */
  eraseReferences(referenceIds: Iterable<string>): Promise<number>;
  /** Deletes .eml files written before `cutoff`, whatever their submission; returns how many. */
  eraseWrittenBefore(cutoff: Date): Promise<number>;
};

/**
 * The files of one folder of written messages: the e-mails (.eml under mail/) by default, or another
 * kind named the same way (the text messages under sms/, server/sms).
 */
export function mailFilesIn(dataDir: string, { folder = MAIL_FOLDER, extension = "eml" } = {}): MailFiles {
  const directory = join(dataDir, folder);
  const EML_NAME = fileNamePattern(extension);

  /** Each .eml file with the reference and time its name carries; none when the folder does not exist. */
  async function listed(): Promise<{ name: string; referenceId: string; writtenAt: Date }[]> {
    let names: string[];
    try {
      names = await readdir(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    return names.flatMap((name) => {
      const match = EML_NAME.exec(name);
      if (!match) return [];
      const [, time, referenceId] = match as unknown as [string, string, string];
      const iso = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 8)}T${time.slice(9, 11)}:${time.slice(11, 13)}:${time.slice(13, 15)}.${time.slice(15, 18)}Z`;
      return [{ name, referenceId, writtenAt: new Date(iso) }];
    });
  }

  async function erase(names: string[]): Promise<number> {
    for (const name of names) await rm(join(directory, name), { force: true });
    return names.length;
  }

  return {
    directory,
    async filesOf(referenceId) {
      return (await listed()).filter((file) => file.referenceId === referenceId).map((file) => file.name);
    },
    async eraseReferences(referenceIds) {
      const wanted = new Set(referenceIds);
      if (wanted.size === 0) return 0;
      return erase((await listed()).filter((file) => wanted.has(file.referenceId)).map((file) => file.name));
    },
    async eraseWrittenBefore(cutoff) {
      return erase((await listed()).filter((file) => file.writtenAt < cutoff).map((file) => file.name));
    },
  };
}

/** The mailer of the files transport; `toNodemailer` is the same conversion the SMTP transport uses. */
export function fileMailer(dataDir: string, toNodemailer: (message: EmailMessage) => SendMailOptions): Mailer {
  const { directory } = mailFilesIn(dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      await chmod(directory, PRIVATE_DIRECTORY_MODE);
      await writeFileAtomically(join(directory, emlFileName(message)), info.message as Buffer);
    },
    async close() {
      composer.close();
    },
  };
}

function emlFileName(message: EmailMessage): string {
  const time = new Date().toISOString().replace(/[-:]/g, "").replace(".", "");
  const referenceId = message.referenceId.replace(/[^A-Za-z0-9-]/g, "_");
  // The Message-ID's local part is `<reference>.<role>`; the role tells the desk's copy from the patient's.
  const local = message.messageId.replace(/^<|@.*$/g, "");
  const role = (local.startsWith(`${message.referenceId}.`) ? local.slice(message.referenceId.length + 1) : local).replace(
    /[^A-Za-z0-9.-]/g,
    "_",
  );
  return `${time}-${referenceId}.${role || "message"}.eml`;
}

/** The time part of a written message's name: when it was written, sortable. */
export const writtenAtName = (at = new Date()) => at.toISOString().replace(/[-:]/g, "").replace(".", "");

/** Makes the private folder of written messages when it is not there. */
export async function privateFolder(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(directory, PRIVATE_DIRECTORY_MODE);
}

/** Written 0600 under a temporary name, synced, then renamed: a reader never sees half a message. */
export async function writeFileAtomically(path: string, content: Buffer): Promise<void> {
  const temporary = `${path}.${randomUUID()}.partial`;
  try {
    const file = await open(temporary, "wx", PRIVATE_FILE_MODE);
    try {
      // The umask can only narrow the mode given to open; set it outright all the same.
      await file.chmod(PRIVATE_FILE_MODE);
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
