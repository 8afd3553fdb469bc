import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Administrators, their server-side sessions, sign-in failure records (throttling) and uploaded
 * images. Everything lives in the database so several app processes share it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("admin_users")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    // Stored lower-case: sign-in compares usernames without regard to case.
    .addColumn("username", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("password_hash", "varchar(255)", (col) => col.notNull())
    .addColumn("totp_secret", "varchar(64)")
    .addColumn("totp_pending_secret", "varchar(64)")
    .addColumn("totp_enabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("totp_last_step", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("admin_sessions")
    // SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    .addColumn("id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "varchar(36)", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("second_factor_pending", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_seen_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("admin_sessions_user_id").on("admin_sessions").column("user_id").execute();

  await db.schema
    .createTable("auth_failures")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("username", "varchar(64)", (col) => col.notNull())
    .addColumn("address", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("auth_failures_pair")
    .on("auth_failures")
    .columns(["username", "address", "created_at"])
    .execute();
  await db.schema.createIndex("auth_failures_address").on("auth_failures").columns(["address", "created_at"]).execute();
  await db.schema.createIndex("auth_failures_created_at").on("auth_failures").column("created_at").execute();

  await db.schema
    .createTable("images")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("content_type", "varchar(50)", (col) => col.notNull())
    .addColumn("data", binary, (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("images").execute();
  await db.schema.dropTable("auth_failures").execute();
  await db.schema.dropTable("admin_sessions").execute();
  await db.schema.dropTable("admin_users").execute();
}
