import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { firstErrors } from "~/lib/forms/field-errors";
import { contactSchema } from "./contact-schema";
import { listContactMessages, submitContactMessage as submitChecked } from "./contact.server";

/** The form as posted, checked with the route's schema first, as `parseForm` does. */
const submitContactMessage = (db: DatabaseHandle["db"], form: Record<string, string>, meta?: Parameters<typeof submitChecked>[2]) =>
  submitChecked(db, contactSchema.parse(form), meta ?? { clientAddress: "unknown" });

const problems = (form: Record<string, string>) => {
  const parsed = contactSchema.safeParse(form);
  return parsed.success ? {} : firstErrors(parsed.error);
};

describe.each(testDatabases())("contact form on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  const outbox = () => handle.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();

  it("names each problem with the form's own message for each field", () => {
    expect(problems({ name: "", email: "", message: " " })).toEqual({
      name: "Full name is required",
      email: "Email is required",
      message: "Message is required",
    });
    expect(problems({ name: "Ann", email: "ann at example", message: "Hi" })).toEqual({ email: "Invalid email address" });
    // An address without a dot in its domain cannot be answered from outside the sender's network.
    expect(problems({ name: "Wei", email: "wei@example", message: "Hi" })).toEqual({ email: "Invalid email address" });
    expect(problems({})).toEqual({ name: "Full name is required", email: "Email is required", message: "Message is required" });
  });

  it("stores the message for the admin inbox and queues it for the support mailbox", async () => {
    const result = await submitContactMessage(handle.db, { name: "Ann Lee", email: "ann@example.com", phone: "", message: "Do I need a visa?" });
    expect(result).toEqual({ status: "sent", name: "Ann Lee" });
    const [stored] = await listContactMessages(handle.db);
    expect(stored).toMatchObject({ name: "Ann Lee", email: "ann@example.com", phone: null, message: "Do I need a visa?" });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to_address: "operator@localhost", reply_to: "ann@example.com", subject: "Contact Form Submission from Ann Lee", status: "pending" });
    expect(mail?.text_body).toContain("Phone: Not provided");
  });

  it("drops a message whose hidden field a bot filled in, without telling the bot", async () => {
    const before = (await outbox()).length;
    const result = await submitContactMessage(handle.db, { name: "Bot", email: "bot@example.com", message: "Buy now", website: "http://spam.example" });
    expect(result).toEqual({ status: "sent", name: "Bot" });
    expect((await outbox()).length).toBe(before);
    expect((await listContactMessages(handle.db)).some((message) => message.name === "Bot")).toBe(false);
  });

  it("limits messages per visitor address and per sender", async () => {
    const at = new Date("2031-01-01T10:00:00Z");
    const send = (email: string, clientAddress?: string) =>
      submitContactMessage(handle.db, { name: "Flood", email, message: "Hello" }, { clientAddress: clientAddress ?? "unknown", now: at });
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) fromOneAddress.push(await send(`f${i}@example.com`, "203.0.113.7"));
    expect(fromOneAddress.map((r) => r.status)).toEqual([...Array(10).fill("sent"), "rate-limited"]);
    // The window slides: the next post fits once the eleven have faded to nine, 710 s later.
    expect(fromOneAddress.at(-1)).toMatchObject({ retryAfterSeconds: 710 });
    const fromOneSender = [];
    for (let i = 0; i < 6; i++) fromOneSender.push(await send("same@example.com", `198.51.100.${i}`));
    expect(fromOneSender.map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent", "sent", "rate-limited"]);
  });

  it("a client over its own limit does not use up the site-wide limit for everyone else", async () => {
    const at = new Date("2031-02-01T10:00:00Z");
    const send = (i: number, clientAddress: string) =>
      submitContactMessage(handle.db, { name: "Flood", email: `g${i}@example.com`, message: "Hello" }, { clientAddress, now: at });
    for (let i = 0; i < 400; i++) await send(i, "203.0.113.99");
    expect((await send(1000, "192.0.2.1")).status).toBe("sent");
  });

  it("stores a post sent twice with the same token once, and answers the repeat like the first", async () => {
    const at = new Date("2031-03-01T10:00:00Z");
    const post = () =>
      submitContactMessage(handle.db, { name: "Twice", email: "twice@example.com", message: "Lost answer" }, {
        clientAddress: "203.0.113.77",
        submissionToken: "0f5e7d3c-1111-4a2b-9c8d-000000000001",
        now: at,
      });
    const answers = await Promise.all([post(), post()]);
    answers.push(await post());
    expect(answers).toEqual(Array(3).fill({ status: "sent", name: "Twice" }));
    const stored = (await listContactMessages(handle.db)).filter((message) => message.name === "Twice");
    expect(stored).toHaveLength(1);
  });
});
