import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { processDueMail, type RetryPolicy } from "~/modules/mail/outbox.server";
import { createMailTransport } from "~/modules/mail/transport.server";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/fakes/smtp";
import { firstErrors, formIssue } from "~/lib/forms/field-errors";
import {
  emailResult,
  emailResultProblem,
  emailResultSchema,
  localizeRefusal,
  postedResultPath,
  refusalTexts,
  type EmailResultInput,
} from "./email-result.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";

const frame = { siteUrl: "https://visa.example.com", business: null, year: 2026 };
const answers = "country=DE&passport=DE&stream=tourist&stay=short&funds=yes&character=no&previousVisa=no";
const policy: RetryPolicy = { leaseMs: 60_000, baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 1 };
const form = (extra: string) => Object.fromEntries(new URLSearchParams(`${answers}&${extra}`));
/** The form as the action reads it: checked with the schema, which must accept it. */
const input = (extra: string): EmailResultInput => emailResultSchema.parse(form(extra));
const unknownClient = { clientAddress: "unknown" };

describe("the 'E-mail me this result' form", () => {
  it("reads the address and the answers of a complete result", () => {
    const parsed = emailResultSchema.parse(form("email= traveller@example.com "));
    expect(parsed.email).toBe("traveller@example.com");
    expect(parsed.answers).toMatchObject({ country: "DE", passport: "DE", stream: "tourist", stay: "short" });
  });

  it("names a missing or malformed address, and answers that do not make a result", () => {
    const refused = (fields: Record<string, string>) => {
      const parsed = emailResultSchema.safeParse(fields);
      if (parsed.success) throw new Error("expected a refusal");
      const fieldErrors = firstErrors(parsed.error);
      return { fieldErrors, issue: formIssue(parsed.error), problem: emailResultProblem({ fieldErrors }, postedResultPath(fields)) };
    };
    expect(refused(form("email="))).toEqual({
      fieldErrors: { email: "Please enter your email address." },
      issue: undefined,
      problem: { title: "Error", message: "Please enter your email address." },
    });
    expect(refused(form("email=not-an-address"))).toMatchObject({
      fieldErrors: { email: "Please enter a valid email address." },
      problem: { title: "Invalid Email", message: "Please enter a valid email address." },
    });
    expect(refused({ country: "DE", email: "a@example.com" })).toEqual({
      fieldErrors: {},
      issue: "Please finish the check first, then e-mail yourself the result.",
      problem: { title: "Result Not Found", message: "Please finish the check first, then e-mail yourself the result." },
    });
    // Without a result there is nothing to send, whatever the address.
    expect(refused({ country: "DE", email: "nope" }).problem.title).toBe("Result Not Found");
  });

  it("words its refusals in the page's language, and in English as the form does", async () => {
    const english = await serverTranslator("en");
    for (const [text, say] of Object.entries(refusalTexts)) expect(say(english)).toBe(text);
    const japanese = await serverTranslator("ja");
    const refused = emailResultSchema.safeParse(form("email=not-an-address"));
    if (refused.success) throw new Error("expected a refusal");
    const fieldErrors = firstErrors(refused.error);
    expect(localizeRefusal({ formError: emailResultProblem({ fieldErrors }, "/ja/check?x"), fieldErrors }, japanese)).toEqual({
      formError: { title: "メールアドレスが無効です", message: "有効なメールアドレスを入力してください。" },
      fieldErrors: { email: "有効なメールアドレスを入力してください。" },
    });
  });

  it("links back to the result the form was posted from", () => {
    expect(postedResultPath(form("email=x"))).toBe(`/check?${answers}&view=result`);
    expect(postedResultPath({ country: "DE" })).toBeNull();
  });
});

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
    const reply = await emailResult(deps(), input("email=traveller@example.com"), { clientAddress: "203.0.113.5" });
    expect(reply).toEqual({
      ok: true,
      notice: { title: "Result Sent", message: "We are e-mailing your result to traveller@example.com. Once it has been sent, we do not keep the address." },
    });
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

  it("sends the result in the language of the page it was asked from, with links back to that language", async () => {
    const reply = await emailResult(deps(), input("email=traveller@example.com"), { clientAddress: "203.0.113.6", locale: "ja" });
    expect(reply).toEqual({
      ok: true,
      notice: { title: "結果を送信しました", message: "traveller@example.com宛てに結果をメールでお送りしています。送信後、メールアドレスは保存しません。" },
    });
    const transport = createMailTransport({ smtpUrl: smtp.url, from: "Australia Visa Check <no-reply@example.com>", outboxDir: os.tmpdir() });
    expect(await processDueMail(handle.db, transport, { policy })).toEqual([{ status: "sent" }]);
    transport.close();
    const [mail] = smtp.messages;
    expect(mail?.subject).toBe("オーストラリアビザ資格チェックの結果");
    expect(mail?.text).toContain("おすすめのビザ：訪問者ビザ（サブクラス600）観光ストリーム");
    expect(mail?.text).toContain("居住国: ドイツ");
    expect(mail?.text).toContain("ETAやeVisitorではなく訪問者ビザ（サブクラス600）を申請し");
    expect(mail?.text).toContain(`この結果をもう一度見る: ${frame.siteUrl}/ja/check?${answers}&view=result`);
    expect(mail?.text).toContain(`PDFでダウンロード: ${frame.siteUrl}/ja/check/result.pdf?${answers}`);
    expect(mail?.html).toContain('<html lang="ja">');
    expect(mail?.html).toContain("お問い合わせ");
    // The documents checklist too.
    expect(mail?.text).toContain("[ ] 有効なパスポート：写真と身分事項のページのコピー");
    expect(mail?.html).toContain("最近撮影したパスポート規格の写真");
    // No sentence of the English result is left.
    for (const english of ["You May Still Apply", "Recommended:", "Valid passport", "Recent passport-style photograph", "With a criminal conviction", "What to do next", "See this result again", "Contact us", "not formal immigration advice"]) {
      expect(mail?.text).not.toContain(english);
      expect(mail?.html).not.toContain(english);
    }
  });

  it("erases a message that failed for good as well", async () => {
    await emailResult(deps(), input("email=bounce@example.com"), unknownClient);
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

  it("limits sending per visitor and per recipient, and says when to try again", async () => {
    const send = (email: string, client = unknownClient) => emailResult(deps(), input(`email=${email}`), client);
    for (let i = 0; i < 3; i++) expect((await send("same@example.com")).ok).toBe(true);
    expect(await send("same@example.com")).toEqual({
      ok: false,
      formError: { title: "Too Many Requests", message: "Please wait a few minutes before trying again." },
      retryAfterSeconds: expect.any(Number),
    });
    const visitor = { clientAddress: "198.51.100.7" };
    for (let i = 0; i < 10; i++) expect((await send(`other${i}@example.com`, visitor)).ok).toBe(true);
    const refused = await send("fresh@example.com", visitor);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) });
    // Another visitor is not affected by the first one's limit.
    for (let i = 0; i < 6; i++) expect((await send(`anyone${i}@example.com`, { clientAddress: "192.0.2.50" })).ok).toBe(true);
    expect(await handle.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(3 + 10 + 6);
  });

  it("counts one inbox however its address is written: case, a +tag, a trailing dot", async () => {
    const send = (email: string, clientAddress: string) => emailResult(deps(), input(`email=${encodeURIComponent(email)}`), { clientAddress });
    for (let i = 0; i < 3; i++) expect((await send("victim@x.example", `203.0.113.${10 + i}`)).ok).toBe(true);
    for (const spelling of ["victim+1@x.example", "VICTIM+2@X.EXAMPLE", "victim@x.example."]) {
      expect((await send(spelling, "198.51.100.99")).ok, spelling).toBe(false);
    }
  });
});
