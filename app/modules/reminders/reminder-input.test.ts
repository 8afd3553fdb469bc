import { describe, expect, it } from "vitest";
import { firstErrors } from "~/lib/forms/field-errors";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { reminderFormProblem, reminderFormQuery, translateReminderErrors } from "./reminder-form.server";
import { reminderSchema } from "./reminder-input";

const today = "2026-11-27";
const valid = { email: " traveller@example.com ", applyBy: "2027-01-10", arrival: "2027-02-01", visa: "eta-601" };

function refusal(form: Record<string, string>) {
  const parsed = reminderSchema(today).safeParse(form);
  if (parsed.success) throw new Error("expected a refusal");
  return firstErrors(parsed.error);
}

describe("the 'Remind me' form", () => {
  it("accepts an address, two calendar dates in order with arrival after today in Australia, and a visa the checker names", () => {
    expect(reminderSchema(today).parse({ ...valid, back: "/check?passport=IN&view=result" })).toEqual({
      email: "traveller@example.com",
      applyBy: "2027-01-10",
      arrival: "2027-02-01",
      visa: "eta-601",
      back: "/check?passport=IN&view=result",
    });
    // The apply-by date may be the arrival day itself, or already past (the reminder then goes at once).
    expect(reminderSchema(today).safeParse({ ...valid, applyBy: "2027-02-01" }).success).toBe(true);
    expect(reminderSchema(today).safeParse({ ...valid, applyBy: "2026-11-20", arrival: "2026-11-28" }).success).toBe(true);
  });

  it("refuses a missing or malformed address", () => {
    expect(refusal({ ...valid, email: "" })).toEqual({ email: "reminder.error.email-required" });
    expect(refusal({ ...valid, email: "two@example.com, three@example.com" })).toEqual({ email: "reminder.error.email-invalid" });
  });

  it("refuses dates that are not calendar dates, an arrival today or earlier, and an apply-by date after arrival", () => {
    expect(refusal({ ...valid, applyBy: "2027-02-30" })).toEqual({ applyBy: "reminder.error.dates" });
    expect(refusal({ ...valid, arrival: "1/2/2027" })).toEqual({ arrival: "reminder.error.dates" });
    expect(refusal({ ...valid, applyBy: "2026-11-01", arrival: today })).toEqual({ arrival: "reminder.error.past" });
    expect(refusal({ ...valid, applyBy: "2027-02-02" })).toEqual({ applyBy: "reminder.error.order" });
    expect(refusal({ ...valid, visa: "no-such-visa" })).toEqual({ visa: "reminder.error.dates" });
  });

  it("drops a way back that leads off the site", () => {
    expect(reminderSchema(today).parse({ ...valid, back: "//evil.example/check" }).back).toBeUndefined();
    expect(reminderSchema(today).parse({ ...valid, back: "/\\evil.example" }).back).toBeUndefined();
    expect(reminderSchema(today).parse({ ...valid, back: "https://evil.example" }).back).toBeUndefined();
    expect(reminderFormQuery({ ...valid, back: "//evil.example" })).toEqual({ applyBy: "2027-01-10", arrival: "2027-02-01", visa: "eta-601" });
    expect(reminderFormQuery({ ...valid, arrival: "soon" })).toBeNull();
  });

  it("words its refusals in the page's language, a problem with the dates first", async () => {
    const ja = await serverTranslator("ja");
    expect(translateReminderErrors({ email: "reminder.error.email-invalid" }, ja)).toEqual({ email: "有効なメールアドレスを入力してください。" });
    const en = await serverTranslator("en");
    expect(reminderFormProblem({ email: "reminder.error.email-invalid", arrival: "reminder.error.past" }, en)).toEqual({
      title: "Reminder Not Set",
      message: "Your arrival date must be after today in Australia.",
    });
  });
});
