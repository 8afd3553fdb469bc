import { describe, expect, it } from "vitest";
import type { Answers } from "~/modules/eligibility/questions";
import { englishTranslate } from "~/modules/i18n/english";
import { minorQuery, parseTrip, planTrip, processingFigureOf, tripDependsOnToday, tripEntries, withMinor, type Trip } from "./trip";
import { addDays, addMonths, australianToday, daysBetween, isCalendarDate } from "~/lib/calendar-date";
import { wordTripPlan } from "./trip-words";
import { parseMinor, parseTripOnServer } from "./trip-schema";

const TODAY = "2026-11-28";
const passing = (passport: string, stream = "tourist", stay = "short"): Answers => ({
  country: passport === "AU" ? "AU" : passport,
  passport,
  stream,
  stay,
  funds: "yes",
  character: "yes",
  previousVisa: "no",
  ...(stream === "sponsored" ? { sponsorCitizen: "yes", sponsorAge: "yes", sponsorSettled: "yes", sponsorRelationship: "yes" } : {}),
  ...(stream === "business" ? { genuineBusinessVisit: "yes", relevantBackground: "yes", workForPay: "no" } : {}),
});
const trip = (fields: Partial<Trip>): Trip => ({ otherPassports: [], ...fields });

describe("calendar dates in Australia", () => {
  it("takes today from Sydney's calendar, not the server's or the browser's zone", () => {
    // 14:30 UTC on 27 November is 01:30 on 28 November in Sydney (daylight saving, UTC+11).
    expect(australianToday(new Date("2026-11-27T14:30:00Z"))).toBe("2026-11-28");
    expect(australianToday(new Date("2026-11-27T12:59:00Z"))).toBe("2026-11-27");
  });

  it("adds days and months on the calendar value, across months, leap days and daylight saving changes", () => {
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-04-05", -23)).toBe("2027-03-13");
    expect(daysBetween("2027-04-01", "2027-04-04")).toBe(3);
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-02-28")).toBe(true);
  });
});

describe("reading the trip from a query", () => {
  it("keeps valid dates, passports and the under-18 answer, in a fixed order", () => {
    const parsed = parseTrip(new URLSearchParams("minor=yes&otherPassport=DE&otherPassport=FR&arrive=2027-02-06&depart=2027-02-20&passportExpiry=2030-01-01"), TODAY, "IN");
    expect(parsed.problems).toEqual([]);
    expect(tripEntries(parsed.trip)).toEqual([
      ["arrive", "2027-02-06"],
      ["depart", "2027-02-20"],
      ["passportExpiry", "2030-01-01"],
      ["otherPassport", "DE"],
      ["otherPassport", "FR"],
      ["minor", "yes"],
    ]);
  });

  it("drops a departure before the arrival, an arrival already passed, a date that is not one and an unknown passport, each with its problem", () => {
    const parsed = parseTrip(new URLSearchParams("arrive=2027-03-10&depart=2027-03-01&passportExpiry=2027-02-30&otherPassport=XX&minor=maybe"), TODAY, "IN");
    expect(parsed.trip).toEqual({ arrive: "2027-03-10", otherPassports: [] });
    expect(parsed.problems).toEqual([
      { field: "depart", problem: "depart-before-arrive" },
      { field: "passportExpiry", problem: "not-a-date" },
      { field: "otherPassport", problem: "not-a-passport" },
    ]);
    expect(parsed.typed.depart).toBe("2027-03-01");
    expect(parseTrip(new URLSearchParams("arrive=2026-11-27"), TODAY).problems).toEqual([{ field: "arrive", problem: "date-passed" }]);
  });

  it("leaves out the passport the checker was answered with, repeats and more than three others", () => {
    const parsed = parseTrip(new URLSearchParams("otherPassport=IN&otherPassport=DE&otherPassport=DE&otherPassport=FR&otherPassport=US&otherPassport=JP"), TODAY, "IN");
    expect(parsed.trip.otherPassports).toEqual(["DE", "FR", "US"]);
  });

  it("reads every query alike in the browser and, with zod, on the server", () => {
    for (const text of [
      "arrive=2027-02-06&depart=2027-02-20&passportExpiry=2030-01-01&otherPassport=DE&otherPassport=AU&minor=no",
      "arrive=2027-02-30&depart=2026-01-01&passportExpiry=x&otherPassport=XX&otherPassport=GB-BNO&minor=Yes",
      "arrive=&depart=&otherPassport=&minor=",
    ]) {
      const params = new URLSearchParams(text);
      expect(parseTripOnServer(params, TODAY, "IN"), text).toEqual(parseTrip(params, TODAY, "IN"));
    }
  });

  it("says which trips make the page change with the day", () => {
    expect(tripDependsOnToday(trip({ otherPassports: ["DE"], minor: "no" }))).toBe(false);
    expect(tripDependsOnToday(trip({ arrive: "2027-02-06" }))).toBe(true);
  });
});

describe("the passport to use", () => {
  it("tells a German-Indian dual national to use the German passport: a free eVisitor beats a Visitor visa", () => {
    const plan = planTrip(passing("IN"), trip({ otherPassports: ["DE"] }), TODAY);
    expect(plan.passport).toMatchObject({ passport: "DE", rank: "evisitor-free", visa: "evisitor-651", changed: true });
    expect(plan.outcome.visa?.id).toBe("evisitor-651");
    expect(plan.answers.passport).toBe("DE");
    expect(wordTripPlan(plan, "en", englishTranslate).passport).toBe("Use your passport from Germany: it gets the eVisitor (subclass 651), which is free.");
  });

  it("tells an Australian citizen who also holds a German passport to travel on the Australian passport, with no visa", () => {
    const plan = planTrip(passing("DE"), trip({ otherPassports: ["AU"] }), TODAY);
    expect(plan.passport).toMatchObject({ passport: "AU", rank: "no-visa", visa: null });
    expect(plan.outcome.route).toBe("australian-citizen");
    expect(plan.applyBy).toBeNull();
    expect(wordTripPlan(plan, "en", englishTranslate).passport).toContain("Travel on your Australian passport");
  });

  it("ranks New Zealand above an eVisitor and an ETA above a Visitor visa, and keeps the first among equals", () => {
    expect(planTrip(passing("DE"), trip({ otherPassports: ["NZ"] }), TODAY).passport?.passport).toBe("NZ");
    expect(planTrip(passing("IN"), trip({ otherPassports: ["US"] }), TODAY).passport).toMatchObject({ passport: "US", rank: "eta" });
    expect(planTrip(passing("FR"), trip({ otherPassports: ["DE"] }), TODAY).passport).toMatchObject({ passport: "FR", changed: false });
    expect(planTrip(passing("IN"), trip({ otherPassports: ["CN"] }), TODAY).passport).toMatchObject({ passport: "IN", rank: "visa-application" });
  });

  it("weighs no passport without other passports", () => {
    expect(planTrip(passing("IN"), trip({}), TODAY).passport).toBeNull();
  });
});

describe("the date to apply by", () => {
  it("is the arrival minus the days within which 90% of the stream's applications were decided", () => {
    const arrive = addDays(TODAY, 70);
    const plan = planTrip(passing("IN"), trip({ arrive }), TODAY);
    const days = processingFigureOf("visitor-600-tourist")?.days ?? 0;
    expect(days).toBe(23);
    expect(plan.applyBy).toMatchObject({ kind: "date", visa: "visitor-600-tourist", date: addDays(arrive, -23), passed: false, daysLeft: 70 - 23 });
    const words = wordTripPlan(plan, "en", englishTranslate).applyBy;
    expect(words?.headline).toBe("Apply by 14 January 2027");
    expect(words?.detail).toContain("47 days left.");
  });

  it("uses each stream's own figure: business and sponsored family", () => {
    const arrive = "2027-06-30";
    expect(planTrip(passing("IN", "business"), trip({ arrive }), TODAY).applyBy).toMatchObject({ date: "2027-06-13" });
    expect(planTrip(passing("IN", "sponsored"), trip({ arrive }), TODAY).applyBy).toMatchObject({ date: "2027-04-30" });
  });

  it("says when the date has passed and what that means", () => {
    const plan = planTrip(passing("IN"), trip({ arrive: addDays(TODAY, 10) }), TODAY);
    expect(plan.applyBy).toMatchObject({ kind: "date", passed: true });
    expect(wordTripPlan(plan, "en", englishTranslate).applyBy?.detail).toContain("That date has passed");
  });

  it("computes no date where no figure is published (ETA, eVisitor) and advises applying before booking", () => {
    for (const passport of ["US", "DE"]) {
      const plan = planTrip(passing(passport), trip({ arrive: addDays(TODAY, 70) }), TODAY);
      expect(plan.applyBy).toMatchObject({ kind: "no-figure" });
      expect(wordTripPlan(plan, "en", englishTranslate).applyBy).toMatchObject({ headline: "Apply before you book", date: null });
    }
  });

  it("marks the seeded processing figure as read from a secondary source, with Home Affairs' page to check", () => {
    const figure = processingFigureOf("visitor-600-tourist");
    expect(figure?.source.name).toContain("as reported by Australian Migration Agents");
    expect(figure?.officialUrl).toBe("https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times");
    expect(processingFigureOf("eta-601")).toBeNull();
  });
});

describe("the stay and the passport against the trip", () => {
  it("checks an ETA stay against 3 months per entry", () => {
    const arrive = "2027-02-01";
    expect(planTrip(passing("US"), trip({ arrive, depart: "2027-04-30" }), TODAY).stay).toMatchObject({ kind: "fits", visa: "eta-601", months: 3 });
    expect(planTrip(passing("US"), trip({ arrive, depart: "2027-05-15" }), TODAY).stay).toMatchObject({ kind: "too-long", visa: "eta-601", months: 3 });
  });

  it("tells a Visitor visa traveller which of 3, 6 or 12 months to ask for, and that over 12 months no visitor visa fits", () => {
    const arrive = "2027-02-01";
    expect(planTrip(passing("IN", "tourist", "long"), trip({ arrive, depart: "2027-06-01" }), TODAY).stay).toMatchObject({ kind: "ask-for", months: 6 });
    expect(planTrip(passing("IN", "tourist", "long"), trip({ arrive, depart: "2027-10-01" }), TODAY).stay).toMatchObject({ kind: "ask-for", months: 12 });
    expect(planTrip(passing("IN"), trip({ arrive, depart: "2028-03-01" }), TODAY).stay).toMatchObject({ kind: "over-12-months" });
  });

  it("checks the passport outlasts the trip, and says a new passport needs a new ETA", () => {
    const outlasts = planTrip(passing("US"), trip({ arrive: "2027-02-01", depart: "2027-02-20", passportExpiry: "2027-02-20" }), TODAY);
    expect(outlasts.passportValidity).toMatchObject({ kind: "outlasts", eta: true });
    expect(wordTripPlan(outlasts, "en", englishTranslate).passportValidity).toContain("An ETA is tied to the passport it was granted for: a new passport needs a new ETA.");
    const during = planTrip(passing("IN"), trip({ arrive: "2027-02-01", depart: "2027-02-20", passportExpiry: "2027-02-10" }), TODAY);
    expect(during.passportValidity).toMatchObject({ kind: "expires-during-trip", eta: false });
    expect(planTrip(passing("IN"), trip({ passportExpiry: "2026-01-01" }), TODAY).passportValidity).toMatchObject({ kind: "expired" });
  });

  it("words every part of the plan in each language from the catalogs", async () => {
    const { serverTranslator } = await import("~/modules/i18n/catalogs.server");
    const t = await serverTranslator("ja");
    const plan = planTrip(passing("IN"), trip({ arrive: "2027-02-06", depart: "2027-02-20", passportExpiry: "2030-01-01", otherPassports: ["CN"] }), TODAY);
    const words = wordTripPlan(plan, "ja", t);
    expect(words.applyBy?.headline).toBe("2027年1月14日までに申請");
    expect(words.stay).toContain("14日");
    expect(words.passport).toContain("インド");
  });
});

describe("the under-18 answer in a query", () => {
  it("reads yes and no, and nothing else", () => {
    expect(parseMinor(new URLSearchParams("minor=yes"))).toBe(true);
    expect(parseMinor(new URLSearchParams("minor=no"))).toBe(false);
    expect(parseMinor(new URLSearchParams(""))).toBeUndefined();
    expect(parseMinor(new URLSearchParams("minor=maybe"))).toBeUndefined();
    expect(parseMinor(new URLSearchParams("minor=YES"))).toBeUndefined();
  });

  it("carries the answer on a result's links, and nothing when unanswered", () => {
    expect(minorQuery(undefined)).toBe("");
    expect(withMinor("/check?country=IN&view=result", true)).toBe("/check?country=IN&view=result&minor=yes");
    expect(withMinor("/check/result.pdf?country=IN", false)).toBe("/check/result.pdf?country=IN&minor=no");
    expect(withMinor("/check?country=IN", undefined)).toBe("/check?country=IN");
  });
});
