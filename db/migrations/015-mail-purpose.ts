import type { Kysely } from "kysely";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The purpose and record of a message queued before the outbox stored them, read from its dedupe key as
 * the payments module wrote it then: the guide (or a copy of it) and a booking's confirmation deliver a
 * purchase, a booking's notice tells the support mailbox. Any other key has no purpose.
 */
export function purposeOfLegacyKey(key: string | null): { purpose: string; subject_ref: string } | null {
  if (!key) return null;
  const guide = new RegExp(`^template-order:(${UUID})(?::again:${UUID})?$`).exec(key);
  if (guide?.[1]) return { purpose: "purchase-delivery", subject_ref: guide[1] };
  const booking = new RegExp(`^booking-(confirmation|notice):(${UUID})$`).exec(key);
  if (booking?.[2]) return { purpose: booking[1] === "notice" ? "purchase-notice" : "purchase-delivery", subject_ref: booking[2] };
  return null;
}

type Outbox = { mail_outbox: { id: string; dedupe_key: string | null; purpose: string | null; subject_ref: string | null } };

/**
 * `mail_outbox.purpose` and `subject_ref`: whoever queues a message says what it is for, and the outbox
 * calls that purpose's delivered hook once it is sent. Rows already queued get theirs from their keys,
 * once, here, so mail waiting in the queue still fulfils its order or booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("purpose", "varchar(40)").execute();
  await db.schema.alterTable("mail_outbox").addColumn("subject_ref", "varchar(64)").execute();
  await db.schema.createIndex("mail_outbox_subject_idx").on("mail_outbox").columns(["subject_ref", "purpose"]).execute();
  const outbox = db as Kysely<Outbox>;
  const rows = await outbox.selectFrom("mail_outbox").select(["id", "dedupe_key"]).where("dedupe_key", "is not", null).execute();
  for (const row of rows) {
    const subject = purposeOfLegacyKey(row.dedupe_key);
    if (subject) await outbox.updateTable("mail_outbox").set(subject).where("id", "=", row.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_subject_idx").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("subject_ref").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("purpose").execute();
}
