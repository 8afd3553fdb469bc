import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { processDueMail } from "~/modules/mail/outbox.server";
import type { MailTransport } from "~/modules/mail/transport.server";
import type { OutgoingMail } from "~/modules/mail/mail-types";
import { testDatabases } from "../../../tests/support/test-databases";
import { reminderIdOfToken, reminderToken } from "./reminder-token.server";
import { startReminderScheduler } from "./reminder-scheduler.server";
import { createReminder, deleteReminder, sendDueReminders } from "./reminders.server";
import type { ReminderInput } from "./reminder-input";

const frame = { siteUrl: "https://visa.example.com", business: null, year: 2026 };
/** 10 am in Sydney on the day given. */
const sydneyMorning = (day: string) => new Date(`${day}T10:00:00+11:00`);

describe.each(testDatabases())("reminders on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  const sent: (OutgoingMail & { id: string })[] = [];
  const transport: MailTransport = { kind: "smtp", send: async (mail) => void sent.push(mail), close: () => undefined };
  let client = 0;
  const meta = () => ({ clientAddress: `198.51.${client}.${++client % 250}`, locale: "en" as const });
  const input = (email: string, applyBy: string, arrival: string): ReminderInput => ({ email, applyBy, arrival, visa: "eta-601", back: undefined });
  const rows = () => handle.db.selectFrom("reminders").selectAll().orderBy("email").execute();
  const deliver = async (now: Date) => {
    sent.length = 0;
    await processDueMail(handle.db, transport, { now: () => now });
    return [...sent];
  };

  beforeAll(async () => {
    handle = await open();
    await signingSecretTask.start(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores only the address, the dates, the visa and the language, and sends a confirmation with a one-click delete link", async () => {
    const now = sydneyMorning("2027-01-05");
    const outcome = await createReminder({ db: handle.db, frame, now }, input("first@example.com", "2027-03-10", "2027-04-20"), meta());
    expect(outcome).toEqual({
      ok: true,
      notice: { title: "Reminder Set", message: "We sent a confirmation to first@example.com. We will remind you before 10 March 2027 and before you arrive on 20 April 2027." },
    });
    const [row] = await rows();
    expect(row).toEqual({ id: expect.any(String), email: "first@example.com", apply_by: "2027-03-10", arrival: "2027-04-20", visa: "eta-601", locale: "en", stage: 0 });

    const [mail] = await deliver(now);
    const deleteLink = `https://visa.example.com/check/remind/delete?token=${encodeURIComponent(reminderToken(row!.id))}`;
    expect(mail).toMatchObject({ to: "first@example.com", subject: "Your Australian visa reminders are set" });
    expect(mail?.text).toContain("You asked us to remind you to apply for your Electronic Travel Authority (ETA, subclass 601) by 10 March 2027.");
    expect(mail?.text).toContain("We will e-mail you on 3 March 2027 and again on 13 April 2027, before you arrive on 20 April 2027.");
    expect(mail?.text).toContain(`Delete my reminder: ${deleteLink}`);
    expect(mail?.headers).toEqual({ "List-Unsubscribe": `<${deleteLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // The sent message keeps no address, body or header with the link.
    const outbox = await handle.db.selectFrom("mail_outbox").select(["to_address", "text_body", "headers"]).execute();
    expect(outbox).toEqual([{ to_address: "", text_body: "", headers: null }]);
  });

  it("sends the apply-by reminder once on its day, the travel reminder once on its day, then deletes the request", async () => {
    expect(await sendDueReminders(handle.db, frame, sydneyMorning("2027-03-02"))).toEqual([]);
    const [before] = await rows();

    expect(await sendDueReminders(handle.db, frame, sydneyMorning("2027-03-03"))).toEqual([{ id: before!.id, kind: "apply-by" }]);
    expect(await sendDueReminders(handle.db, frame, sydneyMorning("2027-03-04"))).toEqual([]);
    const [reminder] = await deliver(sydneyMorning("2027-03-03"));
    expect(reminder?.subject).toBe("Reminder: apply for your Australian visa by 10 March 2027");
    expect(reminder?.text).toContain("We will send one more reminder on 13 April 2027, before you travel.");
    expect(reminder?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await rows()).map((row) => row.stage)).toEqual([1]);

    expect(await sendDueReminders(handle.db, frame, sydneyMorning("2027-04-12"))).toEqual([]);
    expect(await sendDueReminders(handle.db, frame, sydneyMorning("2027-04-13"))).toEqual([{ id: before!.id, kind: "travel" }]);
    const [last] = await deliver(sydneyMorning("2027-04-13"));
    expect(last?.subject).toBe("Reminder: your trip to Australia on 20 April 2027");
    expect(last?.text).toContain("This is the last reminder. We have deleted your address and dates from our server.");
    expect(await rows()).toEqual([]);
    expect(await sendDueReminders(handle.db, frame, sydneyMorning("2027-04-19"))).toEqual([]);
  });

  it("sends a reminder whose day has passed at once, in the language the form was posted in", async () => {
    const now = sydneyMorning("2027-06-01");
    await createReminder({ db: handle.db, frame, now }, input("late@example.com", "2027-06-05", "2027-07-30"), { ...meta(), locale: "ja" });
    expect((await sendDueReminders(handle.db, frame, now)).map((item) => item.kind)).toEqual(["apply-by"]);
    const mails = await deliver(now);
    expect(mails.map((mail) => mail.subject)).toEqual(["オーストラリアビザのリマインダーを設定しました", "リマインダー：2027年6月5日までにオーストラリアビザを申請してください"]);
    expect(mails[1]?.headers?.["List-Unsubscribe"]).toContain("https://visa.example.com/ja/check/remind/delete?token=");
  });

  it("deletes a request by its signed token and nothing by a forged one", async () => {
    const [row] = await rows();
    const token = reminderToken(row!.id);
    expect(reminderIdOfToken(token)).toBe(row!.id);
    expect(reminderIdOfToken(`${row!.id}.${"A".repeat(43)}`)).toBeNull();
    expect(reminderIdOfToken(`${crypto.randomUUID()}.${token.split(".")[1]}`)).toBeNull();
    expect(reminderIdOfToken(row!.id)).toBeNull();
    expect(reminderIdOfToken(null)).toBeNull();
    expect(await deleteReminder(handle.db, reminderIdOfToken(token)!)).toBe(true);
    expect(await rows()).toEqual([]);
    expect(await deleteReminder(handle.db, row!.id)).toBe(false);
  });

  it("limits requests per recipient like the result e-mail: a fourth within the hour is refused, however the address is written", async () => {
    const now = sydneyMorning("2027-08-01");
    const deps = { db: handle.db, frame, now };
    for (const email of ["many@example.com", "Many+1@example.com", "many@EXAMPLE.com"]) {
      expect((await createReminder(deps, input(email, "2027-09-01", "2027-10-01"), meta())).ok).toBe(true);
    }
    const refused = await createReminder(deps, input("many+4@example.com", "2027-09-01", "2027-10-01"), meta());
    expect(refused).toMatchObject({ ok: false, formError: { title: "Too Many Requests" } });
    expect((await rows()).length).toBe(3);
  });

  it("lets only one of two processes send a due reminder", async () => {
    await handle.db.deleteFrom("reminders").execute();
    const now = sydneyMorning("2027-08-01");
    await createReminder({ db: handle.db, frame, now }, input("race@example.com", "2027-08-03", "2027-09-30"), meta());
    const passes = await Promise.all([sendDueReminders(handle.db, frame, now), sendDueReminders(handle.db, frame, now)]);
    expect(passes.flat().map((item) => item.kind)).toEqual(["apply-by"]);
  });

  it("the scheduler queues what is due on its clock at start and whenever it is woken, and nothing twice", async () => {
    await handle.db.deleteFrom("reminders").execute();
    let today = "2027-08-01";
    await createReminder({ db: handle.db, frame, now: sydneyMorning(today) }, input("woken@example.com", "2027-08-20", "2027-09-30"), meta());
    let queuedPasses = 0;
    const scheduler = startReminderScheduler(handle.db, { now: () => sydneyMorning(today), pollIntervalMs: 60_000, onQueued: () => void queuedPasses++ });
    try {
      // Nothing due on 1 August; the clock moves to the apply-by reminder's day and a wake-up sends it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await rows()).map((row) => row.stage)).toEqual([0]);
      today = "2027-08-13";
      scheduler.wake();
      await expect.poll(async () => (await rows()).map((row) => row.stage)).toEqual([1]);
      scheduler.wake();
      today = "2027-09-23";
      scheduler.wake();
      await expect.poll(rows).toEqual([]);
      expect(queuedPasses).toBe(2);
    } finally {
      await scheduler.stop();
    }
  });
});
