import type { Kysely } from "kysely";

/**
 * `reminders`: a traveller's request to be reminded of the apply-by date and of the arrival date
 * (decision record 047). Only what the two messages need: the address, the two dates, the visa they
 * are about and the language to write them in; `stage` says whether the apply-by reminder has gone.
 * The row is deleted when the last reminder is queued or when its delete link is used.
 *
 * `mail_outbox.headers`: extra header lines of a message as JSON (a reminder's List-Unsubscribe), erased
 * with the rest of a private message once it is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reminders")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("email", "varchar(254)", (column) => column.notNull())
    .addColumn("apply_by", "varchar(10)", (column) => column.notNull())
    .addColumn("arrival", "varchar(10)", (column) => column.notNull())
    .addColumn("visa", "varchar(40)", (column) => column.notNull())
    .addColumn("locale", "varchar(10)", (column) => column.notNull())
    .addColumn("stage", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
  await db.schema.dropTable("reminders").execute();
}
