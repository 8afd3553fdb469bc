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
  orders: OrdersTable;
  bookings: BookingsTable;
  stripe_webhook_events: StripeWebhookEventsTable;
  mail_outbox: MailOutboxTable;
  contact_messages: ContactMessagesTable;
  mail_rate_limits: MailRateLimitsTable;
  content_version: ContentVersionTable;
  agents: AgentsTable;
  form_submissions: FormSubmissionsTable;
  figures: FiguresTable;
  figure_schedule: FigureScheduleTable;
  figure_changes: FigureChangesTable;
  page_redirects: PageRedirectsTable;
  page_translations: PageTranslationsTable;
  reminders: RemindersTable;
}

/** A traveller's request for the apply-by and travel reminders (db/migrations/013-reminders.ts). */
export interface RemindersTable {
  id: string;
  email: string;
  /** YYYY-MM-DD, a calendar date in Australia. */
  apply_by: string;
  /** YYYY-MM-DD, a calendar date in Australia. */
  arrival: string;
  visa: string;
  locale: string;
  /** 0: nothing sent yet; 1: the apply-by reminder has been queued. */
  stage: Generated<number>;
}

/** The first answer to each public form post, by a hash of the form and its one-time token (a day). */
/** The old address of a renamed published page (db/migrations/011-page-redirects.ts). */
export interface PageRedirectsTable {
  from_slug: string;
  page_id: string;
  created_at: string;
}

export interface FormSubmissionsTable {
  key: string;
  reply: string;
  created_at: string;
}

/** What a managed page and each of its translations keep alike: the title, address, content and state. */
export interface PageTextColumns {
  title: string;
  slug: string;
  content: string;
  is_published: number;
  created_at: string;
  updated_at: string;
}

export interface PagesTable extends PageTextColumns {
  id: string;
  banner_image: string;
  /** The banner's description for screen readers; "" for a decorative banner, null when never given. */
  banner_alt: string | null;
}

/** A managed page in another language (db/migrations/016-page-translations.ts); one per page and locale. */
export interface PageTranslationsTable extends PageTextColumns {
  page_id: string;
  /** One of the site's locales other than English ('ja', 'zh-hans', ...). Its slug is unique within it: the translation's address is '/<locale>/<slug>'. */
  locale: string;
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

/** What every paid record keeps of its checkout: the amount, the state, the provider and its session. */
export interface CheckoutColumns {
  amount_cents: number;
  currency: string;
  status: string;
  provider: string;
  checkout_session_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** A template purchase. `status`: pending, paid, fulfilled, cancelled, expired or failed (app/modules/payments/lifecycle.server.ts). `provider`: stripe or demo. */
export interface OrdersTable extends CheckoutColumns {
  id: string;
  product: string;
  email: string;
  stream: string;
  /** The checker answers the buyer chose to have printed in the guide (JSON: question id to answer); null without. */
  answers: string | null;
}

/** A consultation booking. `status`: pending, confirmed, fulfilled, cancelled, expired or failed. */
export interface BookingsTable extends CheckoutColumns {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The visitor's local date and time as entered (YYYY-MM-DDTHH:mm). */
  preferred_date_time: string;
  /** The visitor's IANA time zone when the browser reported it. */
  time_zone: string | null;
  /** The agent the visitor chose; null for 'any available agent'. */
  agent_id: string | null;
  /** The chosen agent's name when booked, kept should the profile change or go. */
  agent_name: string | null;
}

/** Stripe events already handled; the primary key makes a redelivered event a no-op. */
export interface StripeWebhookEventsTable {
  event_id: string;
  type: string;
  processed_at: string;
}

/** Durable queue of outgoing mail. `status`: pending, sending, sent or failed. */
export interface MailOutboxTable {
  id: string;
  dedupe_key: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of { filename, contentType, contentBase64 }. */
  attachments: string | null;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** What the message is for (see MailPurpose); its owner's delivered hook runs once it is sent. Null for mail with nothing to do then. */
  purpose: string | null;
  /** The record the purpose is about: an order's or a booking's id. */
  subject_ref: string | null;
  /** 1 for mail carrying a visitor's own data: address, bodies and attachments are erased once it is sent or failed for good. */
  erase_after_sending: Generated<number>;
  /** JSON object of extra header lines (List-Unsubscribe), or null. */
  headers: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

/** Fixed-window counters shared by every app process. */
export interface MailRateLimitsTable {
  key: string;
  window_start: string;
  count: number;
  /** The count of the window just before `window_start` (0 when there was none). */
  previous_count: Generated<number>;
}

/** One row (id 1): raised whenever a managed page is written, so every process drops its cached pages. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** Registered migration agents shown on the result and the booking page. Booleans are 0/1. */
export interface AgentsTable {
  id: string;
  name: string;
  /** Migration Agents Registration Number: seven digits. */
  marn: string;
  /** Whole years, 0 to 60 (migration 014); null where an older free text stated none, until the administrator enters it. */
  experience_years: number | null;
  /** Comma-separated, as the administrator typed them. */
  languages: string;
  locations: string;
  /** A site path: a stored upload (/images/uploads/...) or a bundled picture. */
  photo: string;
  bio: string;
  is_active: number;
  /** 1 for the seeded example profiles, shown labelled until replaced. */
  is_sample: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A figure the site quotes, as in force now (migration 010; app/modules/figures). Dates are ISO (YYYY-MM-DD). */
export interface FiguresTable {
  key: string;
  /** JSON of the value (a number, a range, a list, a text). */
  value: string;
  source_name: string;
  source_url: string;
  /** The date the source itself carries, in words as read; null when it carries none. */
  source_dated: string | null;
  /** When a person last compared the figure with its source. */
  checked_on: string;
  /** When the value took effect. */
  effective_from: string;
  /** 1 for a visa application charge, indexed each 1 July. */
  indexed_each_july: number;
  updated_at: string;
  updated_by: string;
}

/** A change entered ahead: it takes effect on `effective_from`, a calendar date in Sydney. */
export interface FigureScheduleTable {
  figure_key: string;
  value: string;
  source_name: string;
  source_url: string;
  source_dated: string | null;
  effective_from: string;
  note: string;
  scheduled_by: string;
  scheduled_at: string;
}

/** The history of every figure (and rule changes, with no figure): appended, never changed. */
export interface FigureChangesTable {
  id: string;
  figure_key: string | null;
  /** seeded, changed, checked, scheduled, unscheduled or rule. */
  kind: string;
  old_value: string | null;
  new_value: string | null;
  effective_from: string | null;
  source_name: string | null;
  source_url: string | null;
  note: string;
  changed_by: string;
  changed_at: string;
}
