import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/fakes/smtp";
import { onMailDelivered } from "./delivered-hooks.server";
import { deliverNow, enqueueMail } from "./outbox.server";
import { createMailTransport, type MailTransport } from "./transport.server";

const mail = (to: string) => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

describe.each(testDatabases())("the delivered hook of a message's purpose, on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  const calls: string[] = [];

  beforeAll(async () => {
    handle = await open();
    smtp = await startSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url, from: "Site <no-reply@example.com>", outboxDir: os.tmpdir() });
    onMailDelivered("purchase-notice", async (db, subjectRef) => {
      // The hook sees the message already recorded as sent.
      const sent = await db.selectFrom("mail_outbox").select("status").where("subject_ref", "=", subjectRef).executeTakeFirst();
      calls.push(`${subjectRef}:${sent?.status}`);
    });
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
    await handle.close();
  });

  it("runs with the record the sender named, once the mail server accepted the message, and only then", async () => {
    const { id } = await enqueueMail(handle.db, mail("ops@example.com"), { subject: { purpose: "purchase-notice", subjectRef: "record-1" } });
    const stored = await handle.db.selectFrom("mail_outbox").select(["purpose", "subject_ref"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ purpose: "purchase-notice", subject_ref: "record-1" });
    expect(calls).toEqual([]);
    expect(await deliverNow(handle.db, transport, id)).toEqual({ status: "sent" });
    expect(calls).toEqual(["record-1:sent"]);
  });

  it("a message the mail server did not take does not run it; mail without a purpose runs none", async () => {
    calls.length = 0;
    const unreachable = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", from: "Site <no-reply@example.com>", outboxDir: os.tmpdir() });
    const queued = await enqueueMail(handle.db, mail("ops@example.com"), { subject: { purpose: "purchase-notice", subjectRef: "record-2" } });
    expect((await deliverNow(handle.db, unreachable, queued.id)).status).toBe("queued");
    unreachable.close();
    const plain = await enqueueMail(handle.db, mail("plain@example.com"));
    expect(await deliverNow(handle.db, transport, plain.id)).toEqual({ status: "sent" });
    expect(calls).toEqual([]);
  });
});
