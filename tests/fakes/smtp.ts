import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mime";

export interface CapturedMail extends ParsedMail {
  /** Envelope recipients. */
  to: string[];
  from: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Every message received but the weekly figures digest (see `isFiguresDigest`). */
  messages: CapturedMail[];
  /** Resolves once at least `count` messages arrived, or fails after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<CapturedMail[]>;
  /** Messages addressed to one recipient. */
  to: (address: string) => CapturedMail[];
  stop: () => Promise<void>;
}

/**
 * The operator's weekly digest of figures to check: a server sends it on its first minute's check after
 * start, so it may arrive at the support mailbox in the middle of any test that reads that mailbox. The
 * fake leaves it out of its messages, so a test counting the mails its own steps sent never counts it.
 */
function isFiguresDigest(mail: CapturedMail): boolean {
  return mail.subject?.startsWith("Figures to check") ?? false;
}

/**
 * A real SMTP server on the loopback interface that keeps every message it receives.
 * Pass a port to come back on the same address after a stop (the "server down, then up" case).
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = {
          ...parseMail(raw),
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        if (!isFiguresDigest(mail)) messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    to: (recipient) => messages.filter((mail) => mail.to.includes(recipient)),
    waitForMessages: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
