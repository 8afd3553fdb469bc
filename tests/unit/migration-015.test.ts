import crypto from "node:crypto";
import os from "node:os";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purposeOfLegacyKey } from "../../db/migrations/015-mail-purpose";
import { processDueMail } from "~/modules/mail/outbox.server";
import { createMailTransport, type MailTransport } from "~/modules/mail/transport.server";
import { registerPurchaseHooks } from "~/modules/payments/fulfilment.server";
import { findOrder } from "~/modules/payments/records.server";
import { startSmtpServer, type TestSmtpServer } from "../fakes/smtp";
import { migrationDatabases, migrationEngines } from "../support/migration-database";

const BEFORE = "014-agent-experience-years";
const THIS = "015-mail-purpose";

describe("the purpose of a message queued before purposes were stored", () => {
  const order = crypto.randomUUID();
  const booking = crypto.randomUUID();
  it("comes from the key payments gave it", () => {
    expect(purposeOfLegacyKey(`template-order:${order}`)).toEqual({ purpose: "purchase-delivery", subject_ref: order });
    expect(purposeOfLegacyKey(`template-order:${order}:again:${crypto.randomUUID()}`)).toEqual({ purpose: "purchase-delivery", subject_ref: order });
    expect(purposeOfLegacyKey(`booking-confirmation:${booking}`)).toEqual({ purpose: "purchase-delivery", subject_ref: booking });
    expect(purposeOfLegacyKey(`booking-notice:${booking}`)).toEqual({ purpose: "purchase-notice", subject_ref: booking });
  });

  it("is none for any other key", () => {
    expect([null, "figures-digest-2027-07-05", `template-order:${order}x`, "booking-notice:not-a-uuid", `result:${order}`].map(purposeOfLegacyKey)).toEqual([null, null, null, null, null]);
  });
});


/** The tables as they were before this migration, as far as the test writes them. */
type Before = {
  mail_outbox: { id: string; dedupe_key: string | null; to_address: string; subject: string; text_body: string; html_body: string; status: string; next_attempt_at: string; created_at: string };
  orders: { id: string; product: string; email: string; stream: string; amount_cents: number; currency: string; status: string; provider: string; created_at: string; updated_at: string; paid_at: string | null };
};

describe.each(migrationEngines)("migration 015 on %s", (engine) => {
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url, from: "Site <no-reply@example.com>", outboxDir: os.tmpdir() });
    registerPurchaseHooks();
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
  });
  const open = migrationDatabases(engine);

  it("gives queued guide e-mails their purpose, so one sent after the upgrade still fulfils its paid order", async () => {
    const { handle, migrator } = await open(BEFORE);
    const before = handle.db as unknown as Kysely<Before>;
    const now = new Date().toISOString();
    const orderId = crypto.randomUUID();
    await before
      .insertInto("orders")
      .values({ id: orderId, product: "template", email: "queued@example.com", stream: "visitor-600-tourist", amount_cents: 2900, currency: "aud", status: "paid", provider: "stripe", created_at: now, updated_at: now, paid_at: now })
      .execute();
    const message = { to_address: "queued@example.com", subject: "Your guide", text_body: "Guide", html_body: "<p>Guide</p>", status: "pending", next_attempt_at: now, created_at: now };
    await before
      .insertInto("mail_outbox")
      .values([
        { ...message, id: crypto.randomUUID(), dedupe_key: `template-order:${orderId}` },
        { ...message, id: crypto.randomUUID(), dedupe_key: "figures-digest-2027-07-05", to_address: "ops@example.com" },
      ])
      .execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const rows = await handle.db.selectFrom("mail_outbox").select(["dedupe_key", "purpose", "subject_ref"]).orderBy("dedupe_key").execute();
    expect(rows).toEqual([
      { dedupe_key: "figures-digest-2027-07-05", purpose: null, subject_ref: null },
      { dedupe_key: `template-order:${orderId}`, purpose: "purchase-delivery", subject_ref: orderId },
    ]);

    await processDueMail(handle.db, transport);
    expect((await findOrder(handle.db, orderId))?.status).toBe("fulfilled");

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const columns = (await handle.db.introspection.getTables()).find((table) => table.name === "mail_outbox")?.columns.map((column) => column.name);
    expect(columns).not.toContain("purpose");
    expect(columns).not.toContain("subject_ref");
  });
});
