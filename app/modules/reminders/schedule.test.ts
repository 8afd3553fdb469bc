import { describe, expect, it } from "vitest";
import { addDays, australianToday } from "~/lib/calendar-date";
import { dueReminder, reminderDueDates, STAGE_APPLY_BY_SENT, STAGE_NOTHING_SENT } from "./schedule";

describe("when reminders are due", () => {
  const request = { applyBy: "2027-03-10", arrival: "2027-04-20", stage: STAGE_NOTHING_SENT };

  it("counts days on the calendar, across months, years and a leap day", () => {
    expect(addDays("2027-03-03", -7)).toBe("2027-02-24");
    expect(addDays("2028-03-05", -7)).toBe("2028-02-27");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-01-03", -7)).toBe("2026-12-27");
  });

  it("reads today on Australia's calendar, not the server's: 11 pm UTC is already the next morning in Sydney", () => {
    expect(australianToday(new Date("2026-11-27T12:59:00Z"))).toBe("2026-11-27");
    expect(australianToday(new Date("2026-11-27T13:00:00Z"))).toBe("2026-11-28");
  });

  it("sends the apply-by reminder 7 days before the apply-by date, and the travel reminder 7 days before arrival", () => {
    expect(reminderDueDates(request)).toEqual({ "apply-by": "2027-03-03", travel: "2027-04-13" });
    expect(dueReminder(request, "2027-03-02")).toBeNull();
    expect(dueReminder(request, "2027-03-03")).toBe("apply-by");
    expect(dueReminder({ ...request, stage: STAGE_APPLY_BY_SENT }, "2027-03-03")).toBeNull();
    expect(dueReminder({ ...request, stage: STAGE_APPLY_BY_SENT }, "2027-04-12")).toBeNull();
    expect(dueReminder({ ...request, stage: STAGE_APPLY_BY_SENT }, "2027-04-13")).toBe("travel");
  });

  it("sends a reminder whose day has already passed at once", () => {
    expect(dueReminder(request, "2027-03-09")).toBe("apply-by");
    expect(dueReminder({ ...request, stage: STAGE_APPLY_BY_SENT }, "2027-04-19")).toBe("travel");
  });

  it("sends only the travel reminder when both are due, so the traveller gets one message, not two in a row", () => {
    expect(dueReminder({ applyBy: "2027-04-18", arrival: "2027-04-20", stage: STAGE_NOTHING_SENT }, "2027-04-14")).toBe("travel");
  });
});
