import type { Generated } from "kysely";

/**
 * The one database type shared by SQLite and PostgreSQL.
 * Timestamps are ISO-8601 strings and booleans are 0/1 integers on both engines,
 * so rows read the same whichever engine is configured.
 */
export interface Database {
  pages: PagesTable;
  visitor_counts: VisitorCountsTable;
  settings: SettingsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  auth_failures: AuthFailuresTable;
  images: ImagesTable;
}

export interface PagesTable {
  id: string;
  title: string;
  slug: string;
  content: string;
  is_published: number;
  created_at: string;
  updated_at: string;
  banner_image: string;
}

export interface VisitorCountsTable {
  year: number;
  count: number;
}

/** Small key/value store for generated instance-wide values (for example a signing secret). */
export interface SettingsTable {
  key: string;
  value: string;
  created_at: Generated<string>;
}

/** Administrators; usernames are stored lower-case. */
export interface AdminUsersTable {
  id: string;
  username: string;
  password_hash: string;
  totp_secret: string | null;
  /** A secret shown during enrolment, kept until the first code confirms it. */
  totp_pending_secret: string | null;
  totp_enabled: number;
  /** The last TOTP time step accepted, so a code cannot be replayed. */
  totp_last_step: number;
  created_at: string;
  updated_at: string;
}

/** Server-side admin sessions; `id` is the SHA-256 of the cookie's random token. */
export interface AdminSessionsTable {
  id: string;
  user_id: string;
  /** 1 while the password was right but the authenticator code is still due. */
  second_factor_pending: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** One row per failed sign-in, counted per username and address to throttle guessing. */
export interface AuthFailuresTable {
  id: string;
  username: string;
  address: string;
  created_at: string;
}

/** Uploaded images (page banners), re-encoded by the server. */
export interface ImagesTable {
  id: string;
  content_type: string;
  data: Buffer;
  width: number;
  height: number;
  byte_size: number;
  created_at: string;
}
