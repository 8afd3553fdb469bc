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
