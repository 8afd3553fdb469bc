import type { Kysely } from "kysely";

// Orders, bookings, processed Stripe events, the e-mail outbox, contact messages and shared rate-limit counters.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("product", "varchar(20)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("stream", "varchar(20)", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("provider", "varchar(10)", (col) => col.notNull())
    .addColumn("checkout_session_id", "varchar(255)", (col) => col.unique())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("paid_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("orders_created_at_idx").on("orders").column("created_at").execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("phone", "varchar(50)", (col) => col.notNull())
    .addColumn("preferred_date_time", "varchar(32)", (col) => col.notNull())
    .addColumn("time_zone", "varchar(64)")
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("provider", "varchar(10)", (col) => col.notNull())
    .addColumn("checkout_session_id", "varchar(255)", (col) => col.unique())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("paid_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("bookings_created_at_idx").on("bookings").column("created_at").execute();

  await db.schema
    .createTable("stripe_webhook_events")
    .addColumn("event_id", "varchar(255)", (col) => col.primaryKey())
    .addColumn("type", "varchar(100)", (col) => col.notNull())
    .addColumn("processed_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("dedupe_key", "varchar(200)", (col) => col.unique())
    .addColumn("to_address", "varchar(320)", (col) => col.notNull())
    .addColumn("reply_to", "varchar(320)")
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    .addColumn("attachments", "text")
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("last_error", "varchar(500)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("phone", "varchar(50)")
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_at_idx").on("contact_messages").column("created_at").execute();

  await db.schema
    .createTable("mail_rate_limits")
    .addColumn("key", "varchar(200)", (col) => col.primaryKey())
    .addColumn("window_start", "varchar(32)", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["mail_rate_limits", "contact_messages", "mail_outbox", "stripe_webhook_events", "bookings", "orders"]) {
    await db.schema.dropTable(table).execute();
  }
}
