import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { parseMail } from "../../../tests/fakes/mime";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/fakes/smtp";
import { startOutboxWorker } from "./outbox-worker.server";
import { deliverNow, enqueueMail, processDueMail, retryDelayMs, type RetryPolicy } from "./outbox.server";
import { createMailTransport } from "./transport.server";

const fastPolicy: RetryPolicy = { leaseMs: 60_000, baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 5 };
const from = "Australia Visa Check <no-reply@example.com>";

function message(to: string, subject = "Hello") {
  return { to, subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>` };
}

async function statusOf(handle: DatabaseHandle, id: string) {
  return handle.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("retry delay", () => {
  it("doubles from the base delay and stops at the cap", () => {
    const policy = { ...fastPolicy, baseDelayMs: 1000, maxDelayMs: 10_000 };
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, policy, noJitter))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(retryDelayMs(1, policy, () => 0.999)).toBeLessThanOrEqual(1100);
  });
});

describe.each(testDatabases())("mail outbox on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });
  afterEach(async () => {
    await smtp?.stop();
    await handle.db.deleteFrom("mail_outbox").execute();
  });

  it("delivers a queued message with its attachment over SMTP and keeps the row marked sent", async () => {
    smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    const { id } = await enqueueMail(handle.db, {
      ...message("visitor@example.com", "Your template"),
      replyTo: "support@example.com",
      attachments: [{ filename: "t.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.7 test").toString("base64") }],
    });
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "sent" }]);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["visitor@example.com"]);
    expect(mail?.subject).toBe("Your template");
    expect(mail?.headers["reply-to"]).toBe("support@example.com");
    expect(mail?.attachments[0]?.filename).toBe("t.pdf");
    expect(mail?.attachments[0]?.body.toString()).toBe("%PDF-1.7 test");
    const row = await statusOf(handle, id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sent_at).not.toBeNull();
    // A second pass finds nothing to send.
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    transport.close();
  });

  it("queues a message with a dedupe key only once", async () => {
    smtp = await startSmtpServer();
    const first = await enqueueMail(handle.db, message("a@example.com"), { dedupeKey: "order:1" });
    const results = await Promise.all(Array.from({ length: 5 }, () => enqueueMail(handle.db, message("a@example.com"), { dedupeKey: "order:1" })));
    expect(first.created).toBe(true);
    expect(results.every((result) => !result.created && result.id === first.id)).toBe(true);
    const rows = await handle.db.selectFrom("mail_outbox").select("id").execute();
    expect(rows).toHaveLength(1);
  });

  it("two workers draining the same queue send every message exactly once", async () => {
    smtp = await startSmtpServer();
    const transportA = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    const transportB = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    for (let i = 0; i < 20; i++) await enqueueMail(handle.db, message(`r${i}@example.com`, `Message ${i}`));
    await Promise.all([
      processDueMail(handle.db, transportA, { policy: fastPolicy }),
      processDueMail(handle.db, transportB, { policy: fastPolicy }),
      processDueMail(handle.db, transportA, { policy: fastPolicy }),
    ]);
    expect(smtp.messages).toHaveLength(20);
    expect(new Set(smtp.messages.map((mail) => mail.subject)).size).toBe(20);
    transportA.close();
    transportB.close();
  });

  it("keeps mail queued while the SMTP server is down and delivers it once the server is back", async () => {
    smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.stop();
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from, outboxDir: os.tmpdir() });
    const { id } = await enqueueMail(handle.db, message("later@example.com", "Delayed"));

    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "retrying", error: "Mail server unavailable" }]);
    let row = await statusOf(handle, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "Mail server unavailable" });
    expect(row.next_attempt_at > new Date().toISOString()).toBe(true);
    // Not due yet: the back-off is respected.
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 80));
    await processDueMail(handle.db, transport, { policy: fastPolicy });
    row = await statusOf(handle, id);
    expect(row.attempts).toBe(2);

    smtp = await startSmtpServer(port);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "sent" }]);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(["Delayed"]);
    row = await statusOf(handle, id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    transport.close();
  });

  it("gives up at once on a rejected recipient and after the last attempt otherwise", async () => {
    smtp = await startSmtpServer();
    const port = smtp.port;
    const transport = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    const rejected = await enqueueMail(handle.db, message("nobody@invalid.test"));
    // The fake accepts every recipient; a server that refuses one answers 550 at RCPT.
    await smtp.stop();
    const { SMTPServer } = await import("smtp-server");
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error("No such user"), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(port, "127.0.0.1", () => resolve()));
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "failed", error: "Recipient address rejected" }]);
    expect((await statusOf(handle, rejected.id)).status).toBe("failed");
    await new Promise<void>((resolve) => refusing.close(() => resolve()));

    const unreachable = await enqueueMail(handle.db, message("x@example.com"));
    await handle.db.updateTable("mail_outbox").set({ attempts: fastPolicy.maxAttempts - 1 }).where("id", "=", unreachable.id).execute();
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "failed", error: "Mail server unavailable" }]);
    smtp = await startSmtpServer();
    transport.close();
  });

  it("takes over a message whose sender died mid-send once its lease has run out", async () => {
    smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    const { id } = await enqueueMail(handle.db, message("crash@example.com"));
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await handle.db.updateTable("mail_outbox").set({ status: "sending", attempts: 1, locked_until: future }).where("id", "=", id).execute();
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([]);
    await handle.db.updateTable("mail_outbox").set({ locked_until: past }).where("id", "=", id).execute();
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "sent" }]);
    expect(smtp.messages).toHaveLength(1);
    transport.close();
  });

  it("sends one message right away for a page, or reports it queued when the server is down", async () => {
    smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    const now = await enqueueMail(handle.db, message("now@example.com"));
    expect(await deliverNow(handle.db, transport, now.id, { policy: fastPolicy })).toEqual({ status: "sent" });
    expect(await deliverNow(handle.db, transport, now.id, { policy: fastPolicy })).toEqual({ status: "sent" });
    expect(smtp.messages).toHaveLength(1);

    const port = smtp.port;
    await smtp.stop();
    const later = await enqueueMail(handle.db, message("later@example.com"));
    const down = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from, outboxDir: os.tmpdir() });
    expect(await deliverNow(handle.db, down, later.id, { policy: fastPolicy })).toEqual({ status: "queued", error: "Mail server unavailable" });
    expect((await statusOf(handle, later.id)).status).toBe("pending");
    smtp = await startSmtpServer();
    transport.close();
    down.close();
  });

  it("the worker sends newly queued mail when woken and stops cleanly", async () => {
    smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from, outboxDir: os.tmpdir() });
    const worker = startOutboxWorker(handle.db, transport, { policy: fastPolicy, pollIntervalMs: 60_000 });
    await enqueueMail(handle.db, message("woken@example.com"));
    worker.wake();
    await smtp.waitForMessages(1, 5000);
    await worker.stop();
    transport.close();
  });

  it("without SMTP writes each message as an .eml file", async () => {
    smtp = await startSmtpServer();
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-outbox-"));
    const transport = createMailTransport({ from, outboxDir });
    expect(transport.kind).toBe("file");
    await enqueueMail(handle.db, message("file@example.com", "Saved to disk"));
    expect(await processDueMail(handle.db, transport, { policy: fastPolicy })).toEqual([{ status: "sent" }]);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(outboxDir, files[0] as string), "utf8"));
    expect(mail.subject).toBe("Saved to disk");
    expect(mail.headers.to).toBe("file@example.com");
    expect(mail.text).toBe("Text of Saved to disk");
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});
