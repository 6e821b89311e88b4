/** A real SMTP server on loopback for tests: collects what it receives and can be told to refuse. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpTestServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Greets every new connection with this code (e.g. 421) and hangs up, until `accept()`. */
  refuseConnections(code: number): void;
  /** Refuses each message at DATA with this code (e.g. 451, 550), until `accept()`. */
  rejectMessages(code: number): void;
  accept(): void;
  close(): Promise<void>;
};

const smtpError = (code: number) => Object.assign(new Error(`Test server refuses (${code})`), { responseCode: code });

/** Listens on `port`, or on a free ephemeral port when it is 0. */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refuseConnectionsWith: number | null = null;
  let rejectMessagesWith: number | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      callback(refuseConnectionsWith === null ? undefined : smtpError(refuseConnectionsWith));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejectMessagesWith !== null) return callback(smtpError(rejectMessagesWith));
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    refuseConnections: (code) => void (refuseConnectionsWith = code),
    rejectMessages: (code) => void (rejectMessagesWith = code),
    accept() {
      refuseConnectionsWith = null;
      rejectMessagesWith = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
