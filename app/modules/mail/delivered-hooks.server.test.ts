import os from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { onMailDelivered } from "./delivered-hooks.server";
import { deliverNow, enqueueMail } from "./outbox.server";
import { createMailTransport } from "./transport.server";
import { useTestServices } from "../../../tests/support/test-services";

const mail = (to: string) => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

describe.each(testDatabases())("the delivered hook of a message's purpose, on $engine", ({ open }) => {
  const svc = useTestServices(open, { mail: { from: "Site <no-reply@example.com>" } });
  const calls: string[] = [];

  beforeAll(() => {
    onMailDelivered("purchase-notice", async (db, subjectRef) => {
      // The hook sees the message already recorded as sent.
      const sent = await db.selectFrom("mail_outbox").select("status").where("subject_ref", "=", subjectRef).executeTakeFirst();
      calls.push(`${subjectRef}:${sent?.status}`);
    });
  });

  it("runs with the record the sender named, once the mail server accepted the message, and only then", async () => {
    const { id } = await enqueueMail(svc.handle.db, mail("ops@example.com"), { subject: { purpose: "purchase-notice", subjectRef: "record-1" } });
    const stored = await svc.handle.db.selectFrom("mail_outbox").select(["purpose", "subject_ref"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ purpose: "purchase-notice", subject_ref: "record-1" });
    expect(calls).toEqual([]);
    expect(await deliverNow(svc.handle.db, svc.transport, id)).toEqual({ status: "sent" });
    expect(calls).toEqual(["record-1:sent"]);
  });

  it("a message the mail server did not take does not run it; mail without a purpose runs none", async () => {
    calls.length = 0;
    const unreachable = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", from: "Site <no-reply@example.com>", outboxDir: os.tmpdir() });
    const queued = await enqueueMail(svc.handle.db, mail("ops@example.com"), { subject: { purpose: "purchase-notice", subjectRef: "record-2" } });
    expect((await deliverNow(svc.handle.db, unreachable, queued.id)).status).toBe("queued");
    unreachable.close();
    const plain = await enqueueMail(svc.handle.db, mail("plain@example.com"));
    expect(await deliverNow(svc.handle.db, svc.transport, plain.id)).toEqual({ status: "sent" });
    expect(calls).toEqual([]);
  });
});
