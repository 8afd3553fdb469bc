import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEligibilityQuery } from "./api-query";
import { decideOutcome, paidGuideOf, templateVisaOf } from "./outcome";
import { pointerRules } from "./pointers";
import { englishTranslate } from "~/modules/i18n/english";
import { parseTrip, planTrip } from "~/modules/trip/trip";
import { wordTripPlan } from "~/modules/trip/trip-words";
import { passportName } from "./passport-names";
import { AUSTRALIAN_CITIZEN, passportOptions } from "./passports";
import type { Answers, Stream } from "./questions";
import type { VisaId } from "./visas";

/** The golden table, read from the Markdown file a reviewer reads. */
interface GoldenRow {
  passport: string;
  name: string;
  stream: Stream;
  outcome: string;
  verdict: string;
  visa: string;
  alternatives: string;
}

const goldenText = fs.readFileSync(new URL("./golden-outcomes.md", import.meta.url), "utf8");
const [answerTables = "", dualTable = ""] = goldenText.split("\n## Dual nationals\n");
const [passingTable = "", rest = ""] = answerTables.split("\n## Corrected answers\n");
const [correctedTable = "", pointerTable = ""] = rest.split("\n## Pointers\n");

/** The rows of a Markdown table, each cell under its column's name (the header and rule lines skipped). */
function tableRows<Column extends string>(table: string, columns: readonly Column[]): Record<Column, string>[] {
  const lines = table.split("\n").filter((line) => line.startsWith("| "));
  return lines
    .filter((line, index) => !line.startsWith("| ---") && !lines[index + 1]?.startsWith("| ---"))
    .map((line) => {
      const cells = line.slice(2, -2).split(" | ");
      return Object.fromEntries(columns.map((column, index) => [column, cells[index]])) as Record<Column, string>;
    });
}

const visaNames: Readonly<Record<VisaId, string>> = {
  "evisitor-651": "651 eVisitor",
  "eta-601": "601 ETA",
  "visitor-600-tourist": "600 Tourist",
  "visitor-600-sponsored": "600 Sponsored Family",
  "visitor-600-business": "600 Business Visitor",
  "special-category-444": "444 Special Category",
  "short-stay-specialist-400": "400 Short Stay Specialist",
  "transit-771": "771 Transit",
  "working-holiday-417": "417 Working Holiday",
  "work-and-holiday-462": "462 Work and Holiday",
  "student-500": "500 Student",
  "medical-treatment-602": "602 Medical Treatment",
};

/** Every requirement met, a stay of up to 3 months, living in the passport's own country. */
function passingAnswers(passport: string, stream: Stream): Answers {
  const country = passport === AUSTRALIAN_CITIZEN ? "AU" : passport.startsWith("GB") ? "GB" : passport;
  const common: Answers = { country, passport, stream, stay: "short", funds: "yes", character: "yes", previousVisa: "no" };
  if (stream === "sponsored") return { ...common, sponsorCitizen: "yes", sponsorAge: "yes", sponsorSettled: "yes", sponsorRelationship: "yes" };
  if (stream === "business") return { ...common, genuineBusinessVisit: "yes", relevantBackground: "yes", workForPay: "no" };
  return common;
}

const rows = tableRows(passingTable, ["passport", "name", "stream", "outcome", "verdict", "visa", "alternatives"] as const) as GoldenRow[];

describe("the golden outcome table", () => {
  it("has one row per offered passport (and the Australian-citizen choice) and purpose, in the list's order", () => {
    const offered = [AUSTRALIAN_CITIZEN, ...passportOptions.map((option) => option.code)];
    const expected = offered.flatMap((code) => (["tourist", "sponsored", "business"] as const).map((stream) => `${code} ${stream}`));
    expect(rows.map((row) => `${row.passport} ${row.stream}`)).toEqual(expected);
    expect(rows).toHaveLength(603);
  });

  it("names each passport as the checker does", () => {
    for (const row of rows) expect(row.name, row.passport).toBe(passportName(row.passport));
  });

  it.each(rows.map((row) => [`${row.passport} ${row.stream}`, row] as const))("%s gives the outcome in the table", (_label, row) => {
    const outcome = decideOutcome(passingAnswers(row.passport, row.stream));
    expect({
      outcome: outcome.route,
      verdict: outcome.level,
      visa: outcome.visa ? visaNames[outcome.visa.id] : "none",
      alternatives: outcome.alternatives.map((item) => visaNames[item.visa.id]).join(", ") || "-",
    }).toEqual({ outcome: row.outcome, verdict: row.verdict, visa: row.visa, alternatives: row.alternatives });
  });
});

/** The second table: answers beyond the passing traveller, each a corrected answer. */
const answerColumns = ["name", "query", "outcome", "verdict", "visa", "alternatives", "notes", "template"] as const;
const correctedRows = tableRows(correctedTable, answerColumns);

/** Answers the checker's address carries give the outcome, notes and paid guide a row of the table names. */
function expectRowOutcome(row: Record<(typeof answerColumns)[number], string>) {
  const parsed = parseEligibilityQuery(new URLSearchParams(row.query));
  if (!parsed.ok) throw new Error(parsed.message);
  const outcome = decideOutcome(parsed.answers);
  expect({
    outcome: outcome.route,
    verdict: outcome.level,
    visa: outcome.visa ? visaNames[outcome.visa.id] : "none",
    alternatives: outcome.alternatives.map((item) => visaNames[item.visa.id]).join(", ") || "-",
    notes: outcome.notes.map((note) => note.sentence.id.replace(/^(pointer|result)\.note\./, "")).join(", ") || "-",
    template: templateVisaOf(outcome) ?? paidGuideOf(outcome) ?? "none",
  }).toEqual({
    outcome: row.outcome,
    verdict: row.verdict,
    visa: row.visa,
    alternatives: row.alternatives,
    notes: row.notes,
    template: row.template,
  });
}

describe("the corrected answers in the golden table", () => {
  it("has the audit's rows", () => expect(correctedRows.length).toBeGreaterThanOrEqual(14));

  it.each(correctedRows.map((row) => [row.name, row] as const))("%s gives the outcome in the table", (_name, row) => expectRowOutcome(row));
});

/** The third table: one row per pointer rule, with the official page it rests on. */
const pointerRows = tableRows(pointerTable, [...answerColumns, "source"] as const);

describe("the pointers in the golden table", () => {
  it("has a row for every pointer rule, citing the rule's own official page", () => {
    for (const rule of Object.values(pointerRules)) {
      const rows = pointerRows.filter((row) => row.outcome === rule.route);
      expect(rows.length, rule.route).toBeGreaterThan(0);
      for (const row of rows) expect(row.source, row.name).toBe(rule.source);
    }
  });

  it.each(pointerRows.map((row) => [row.name, row] as const))("%s gives the outcome in the table", (_name, row) => expectRowOutcome(row));
});

/** The third table: travellers with more than one passport, answered for the best one. */
const dualRows = tableRows(dualTable, ["name", "query", "chosen", "outcome", "visa", "reason"] as const);

describe("dual nationals in the golden table", () => {
  it("has the German-Indian and Australian-German rows", () => {
    expect(dualRows.map((row) => row.name)).toEqual(expect.arrayContaining(["German-Indian", "Australian-German"]));
  });

  it.each(dualRows.map((row) => [row.name, row] as const))("%s travels on the passport in the table", (_name, row) => {
    const params = new URLSearchParams(row.query);
    const answers = passingAnswers(params.get("passport") ?? "", (params.get("stream") ?? "tourist") as Stream);
    const { trip } = parseTrip(params, "2026-11-28", answers.passport);
    const plan = planTrip(answers, trip, "2026-11-28");
    expect({
      chosen: plan.passport?.passport,
      outcome: plan.outcome.route,
      visa: plan.outcome.visa ? visaNames[plan.outcome.visa.id] : "none",
      reason: wordTripPlan(plan, "en", englishTranslate).passport,
    }).toEqual({ chosen: row.chosen, outcome: row.outcome, visa: row.visa, reason: row.reason });
  });
});
