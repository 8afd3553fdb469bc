import crypto from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, RemindersTable } from "~/lib/db-schema";
import type { FormNotice } from "~/lib/forms/reply";
import { visas, type VisaId } from "~/modules/eligibility/visas";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { visaName } from "~/modules/i18n/result-messages";
import type { Translate } from "~/modules/i18n/i18n";
import { defaultLocale, isLocale, languageTags, localizePath, type Locale } from "~/modules/i18n/locales";
import type { LayoutLanguage, MailFrame } from "~/modules/mail/messages/layout";
import { buildReminderEmail } from "~/modules/mail/messages/reminder-emails";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hitFairLimits } from "~/modules/rate-limits/fair-limits.server";
import { recipientLimit } from "~/modules/rate-limits/recipient";
import { formatCalendarDate } from "./format-date";
import type { ReminderInput } from "./reminder-input";
import { REMINDER_DELETE_PATH } from "./reminder-paths";
import { addDays, australianToday } from "~/lib/calendar-date";
import { reminderToken } from "./reminder-token.server";
import {
  STAGE_APPLY_BY_SENT,
  STAGE_NOTHING_SENT,
  dueReminder,
  reminderDueDates,
  REMINDER_LEAD_DAYS,
  type ReminderKind,
} from "./schedule";

type Executor = Kysely<Database> | Transaction<Database>;
type ReminderRow = Selectable<RemindersTable>;
type MessageKind = ReminderKind | "confirmation";

const MINUTE = 60_000;

export interface ReminderDeps {
  db: Kysely<Database>;
  frame: MailFrame;
  /** Called once mail is queued, to send it without waiting for the outbox's next poll. */
  wakeOutbox?: () => void;
  /** Called once a request is stored, so a reminder already due goes without waiting for the next pass. */
  wakeScheduler?: () => void;
  now?: Date;
}

export type CreateReminderOutcome = { ok: true; notice: FormNotice } | { ok: false; formError: FormNotice; retryAfterSeconds: number };

function layoutLanguage(locale: Locale, t: Translate): LayoutLanguage | undefined {
  if (locale === defaultLocale) return undefined;
  return { lang: languageTags[locale], contactUs: t("mail.footer.contact"), notAffiliated: t("mail.footer.not-affiliated"), notAdvice: t("mail.footer.not-advice") };
}

function localeOf(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The link that deletes a request, in its language. */
export function reminderDeleteUrl(frame: MailFrame, id: string, locale: Locale): string {
  return `${frame.siteUrl}${localizePath(REMINDER_DELETE_PATH, locale)}?token=${encodeURIComponent(reminderToken(id))}`;
}

/** One of the three messages of a request, addressed, with the headers that let a mail client delete it in one click. */
async function reminderMail(frame: MailFrame, row: ReminderRow, kind: MessageKind, today: string) {
  const locale = localeOf(row.locale);
  const t = await serverTranslator(locale);
  const date = (iso: string) => formatCalendarDate(iso, locale);
  const visa = visas[row.visa as VisaId];
  const dates = { visa: visaName(visa.id, t), applyBy: date(row.apply_by), arrival: date(row.arrival) };
  const due = reminderDueDates({ applyBy: row.apply_by, arrival: row.arrival });
  const later = (iso: string) => date(iso > today ? iso : today);
  const paragraphs: string[] = [];
  let subject: string;
  if (kind === "confirmation") {
    subject = t("reminder.mail.confirm.subject");
    paragraphs.push(t("reminder.mail.confirm.body", dates));
    paragraphs.push(
      dueReminder({ applyBy: row.apply_by, arrival: row.arrival, stage: STAGE_NOTHING_SENT }, today) === "travel"
        ? t("reminder.mail.confirm.schedule-one", dates)
        : t("reminder.mail.confirm.schedule", { ...dates, first: later(due["apply-by"]), second: later(due.travel) }),
    );
    paragraphs.push(t("reminder.mail.confirm.kept"));
  } else if (kind === "apply-by") {
    subject = t("reminder.mail.apply-by.subject", dates);
    paragraphs.push(t("reminder.mail.apply-by.body", dates), t("reminder.mail.apply-by.next", { second: later(due.travel) }));
  } else {
    subject = t("reminder.mail.travel.subject", dates);
    paragraphs.push(t("reminder.mail.travel.body", dates), t("reminder.mail.travel.last"));
  }
  const deleteUrl = reminderDeleteUrl(frame, row.id, locale);
  const content = buildReminderEmail(
    frame,
    {
      subject,
      paragraphs,
      official: { url: visa.officialUrl, label: t("reminder.mail.official") },
      remove: { url: deleteUrl, label: t("reminder.mail.delete"), note: t("reminder.mail.delete.note") },
    },
    layoutLanguage(locale, t),
  );
  return {
    to: row.email,
    ...content,
    headers: { "List-Unsubscribe": `<${deleteUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

async function queue(db: Executor, frame: MailFrame, row: ReminderRow, kind: MessageKind, now: Date): Promise<void> {
  // Each message is erased from the outbox once sent: the address lives on only in the request itself.
  await enqueueMail(db, await reminderMail(frame, row, kind, australianToday(now)), { now, eraseAfterSending: true, dedupeKey: `reminder:${row.id}:${kind}` });
}

/**
 * 'Remind me to apply by …' (input checked with `reminderSchema`): counts the same limits as 'E-mail me
 * this result' (per client, per recipient, per network, shared), stores the request and queues the
 * confirmation, both in one transaction.
 */
export async function createReminder(deps: ReminderDeps, input: ReminderInput, meta: { clientAddress: string; locale: Locale }): Promise<CreateReminderOutcome> {
  const now = deps.now ?? new Date();
  const t = await serverTranslator(meta.locale);
  const limit = await hitFairLimits(deps.db, "reminder", meta.clientAddress, {
    specific: [recipientLimit("reminder:to", input.email, 3, 60 * MINUTE)],
    now,
  });
  if (!limit.allowed) {
    return { ok: false, formError: { title: t("reminder.error.too-many.title"), message: t("reminder.error.too-many") }, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const row: ReminderRow = {
    id: crypto.randomUUID(),
    email: input.email,
    apply_by: input.applyBy,
    arrival: input.arrival,
    visa: input.visa,
    locale: meta.locale,
    stage: STAGE_NOTHING_SENT,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto("reminders").values(row).execute();
    await queue(trx, deps.frame, row, "confirmation", now);
  });
  deps.wakeOutbox?.();
  deps.wakeScheduler?.();
  const date = (iso: string) => formatCalendarDate(iso, meta.locale);
  return {
    ok: true,
    notice: { title: t("reminder.sent.title"), message: t("reminder.sent.message", { email: input.email, applyBy: date(input.applyBy), arrival: date(input.arrival) }) },
  };
}

/**
 * One pass of the scheduler: queues every reminder due today (Australian calendar) and records it in
 * the same transaction. The apply-by reminder moves the request to the next stage; the travel reminder
 * deletes it. The conditional update or delete lets only one process send each reminder. Returns what
 * was queued.
 */
export async function sendDueReminders(db: Kysely<Database>, frame: MailFrame, now: Date = new Date()): Promise<{ id: string; kind: ReminderKind }[]> {
  const today = australianToday(now);
  const horizon = addDays(today, REMINDER_LEAD_DAYS);
  const candidates = await db
    .selectFrom("reminders")
    .selectAll()
    .where((eb) => eb.or([eb("arrival", "<=", horizon), eb.and([eb("stage", "=", STAGE_NOTHING_SENT), eb("apply_by", "<=", horizon)])]))
    .orderBy("arrival")
    .limit(200)
    .execute();
  const queued: { id: string; kind: ReminderKind }[] = [];
  for (const row of candidates) {
    const kind = dueReminder({ applyBy: row.apply_by, arrival: row.arrival, stage: row.stage }, today);
    if (!kind) continue;
    const done = await db.transaction().execute(async (trx) => {
      const claimed =
        kind === "travel"
          ? await trx.deleteFrom("reminders").where("id", "=", row.id).executeTakeFirst().then((result) => Number(result.numDeletedRows))
          : await trx
              .updateTable("reminders")
              .set({ stage: STAGE_APPLY_BY_SENT })
              .where("id", "=", row.id)
              .where("stage", "=", STAGE_NOTHING_SENT)
              .executeTakeFirst()
              .then((result) => Number(result.numUpdatedRows));
      if (claimed !== 1) return false;
      await queue(trx, frame, row, kind, now);
      return true;
    });
    if (done) queued.push({ id: row.id, kind });
  }
  return queued;
}

/** Deletes a request (its delete link was used). Returns whether there was one. */
export async function deleteReminder(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("reminders").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
