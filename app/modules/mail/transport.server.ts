import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "~/lib/logger.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/lib/private-files.server";
import type { OutgoingMail } from "./mail-types";

/** Sends one message or throws; the outbox decides about retries. */
export interface MailTransport {
  kind: "smtp" | "file";
  send: (mail: OutgoingMail & { id: string }) => Promise<void>;
  close: () => void;
}

export interface TransportOptions {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files. */
  smtpUrl?: string;
  from: string;
  /** Folder for .eml files when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
}

function toNodemailer(mail: OutgoingMail & { id: string }, from: string) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The outbox id makes the Message-ID stable, so a receiving server can drop a duplicate delivery.
    messageId: `<${mail.id}@outbox.local>`,
    headers: mail.headers,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, "base64"),
    })),
  };
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits, so a silent server fails the attempt well within the outbox's claim lease.
  const transporter: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    send: async (mail) => {
      await transporter.sendMail(toNodemailer(mail, from));
    },
    close: () => transporter.close(),
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The whole file or none of it: written to a temporary name, flushed to disk, then renamed (an atomic step
 * on one file system). A kill mid-write leaves at most a `.tmp` file, never a short or empty `.eml`.
 */
export async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  // Private like the rest of DATA_DIR: a message holds a visitor's address and words.
  const handle = await fs.open(temporary, "w", PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
}

function fileTransport(outboxDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    send: async (mail) => {
      const file = path.join(outboxDir, `${mail.id}.eml`);
      // Written before, then the process stopped before the outbox recorded it: it is sent already.
      if (await exists(file)) return;
      const info = await transporter.sendMail(toNodemailer(mail, from));
      await fs.mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeAtomically(file, info.message as Buffer);
      // Only the file: addresses, subjects (they may carry a visitor's name) and bodies stay out of the logs.
      logger.info({ file }, "mail written to the local outbox (SMTP_URL is not set)");
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : fileTransport(options.outboxDir, options.from);
}
