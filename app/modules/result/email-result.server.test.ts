import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "~/lib/test-databases";
import { processDueMail, type RetryPolicy } from "~/modules/mail/outbox.server";
import { createMailTransport } from "~/modules/mail/transport.server";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/fakes/smtp";
import { emailResultFromForm } from "./email-result.server";

const frame = { siteUrl: "https://visa.example.com", supportEmail: "support@example.com", year: 2026 };
const answers = "country=DE&passport=DE&stream=tourist&stay=short&funds=yes&character=no&previousVisa=no";
const policy: RetryPolicy = { leaseMs: 60_000, baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 1 };
const form = (extra: string) => new URLSearchParams(`${answers}&${extra}`);

describe.each(testDatabases())("'E-mail me this result' on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let woken = 0;
  const deps = () => ({ db: handle.db, frame, wake: () => woken++, now: new Date("2026-11-23T10:00:00Z") });

  beforeAll(async () => {
    handle = await open();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });
  afterEach(async () => {
    smtp.messages.length = 0;
    await handle.db.deleteFrom("mail_outbox").execute();
    await handle.db.deleteFrom("mail_rate_limits").execute();
  });

  it("sends the result with its links, then erases the address and the content from the outbox", async () => {
    const reply = await emailResultFromForm(deps(), form("email=traveller@example.com"), { clientAddress: "203.0.113.5" });
    expect(reply).toMatchObject({ status: "sent", title: "Result Sent" });
    expect(reply.resultPath).toBe(`/check?${answers}&view=result`);
    expect(woken).toBeGreaterThan(0);
    const queued = await handle.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ to_address: "traveller@example.com", erase_after_sending: 1, status: "pending" });

    const transport = createMailTransport({ smtpUrl: smtp.url, from: "Australia Visa Check <no-reply@example.com>", outboxDir: os.tmpdir() });
    expect(await processDueMail(handle.db, transport, { policy })).toEqual([{ status: "sent" }]);
    transport.close();
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["traveller@example.com"]);
    expect(mail?.subject).toBe("Your Australian visa check result");
    expect(mail?.text).toContain("You May Still Apply, With More to Declare or Show");
    expect(mail?.text).toContain("Recommended: Visitor visa (subclass 600), Tourist stream");
    expect(mail?.text).toContain(`See this result again: ${frame.siteUrl}/check?${answers}&view=result`);
    expect(mail?.text).toContain(`Download it as a PDF: ${frame.siteUrl}/check/result.pdf?${answers}`);
    expect(mail?.html).toContain("Documents checklist");

    const sent = await handle.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", to_address: "", text_body: "", html_body: "", attachments: null, reply_to: null });
    expect(JSON.stringify(sent)).not.toContain("traveller@example.com");
    expect(JSON.stringify(sent)).not.toContain("character=no");
  });

  it("erases a message that failed for good as well", async () => {
    await emailResultFromForm(deps(), form("email=bounce@example.com"));
    const refusing = { kind: "smtp" as const, send: () => Promise.reject(Object.assign(new Error("550 no such user"), { responseCode: 550 })), close: () => undefined };
    expect(await processDueMail(handle.db, refusing, { policy })).toMatchObject([{ status: "failed" }]);
    const failed = await handle.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "failed", to_address: "", text_body: "" });
  });

  it("keeps ordinary mail as it was after sending", async () => {
    const { enqueueMail } = await import("~/modules/mail/outbox.server");
    await enqueueMail(handle.db, { to: "someone@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
    const transport = createMailTransport({ smtpUrl: smtp.url, from: "a@example.com", outboxDir: os.tmpdir() });
    await processDueMail(handle.db, transport, { policy });
    transport.close();
    expect(await handle.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow()).toMatchObject({ status: "sent", to_address: "someone@example.com" });
  });

  it("refuses a missing or malformed address, and answers that do not make a result", async () => {
    expect(await emailResultFromForm(deps(), form("email="))).toMatchObject({ status: "invalid", field: "email", message: "Please enter your email address." });
    expect(await emailResultFromForm(deps(), form("email=not-an-address"))).toMatchObject({ status: "invalid", field: "email", title: "Invalid Email" });
    expect(await emailResultFromForm(deps(), new URLSearchParams("country=DE&email=a@example.com"))).toMatchObject({
      status: "invalid",
      field: "answers",
      resultPath: null,
    });
    expect(await handle.db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });

  it("limits sending per visitor and per recipient", async () => {
    for (let i = 0; i < 3; i++) expect((await emailResultFromForm(deps(), form("email=same@example.com"))).status).toBe("sent");
    expect(await emailResultFromForm(deps(), form("email=same@example.com"))).toMatchObject({ status: "rate-limited", title: "Too Many Requests" });
    const visitor = { clientAddress: "198.51.100.7" };
    for (let i = 0; i < 5; i++) expect((await emailResultFromForm(deps(), form(`email=other${i}@example.com`), visitor)).status).toBe("sent");
    expect((await emailResultFromForm(deps(), form("email=fresh@example.com"), visitor)).status).toBe("rate-limited");
  });
});
