import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { parseEligibilityQuery } from "./api-query";
import { eligibilityResponse, queryProblem } from "./eligibility-api";
import { openApiDocument } from "./openapi";
import { decideOutcome } from "./outcome";

const site = "https://visa.example.com";
const query = (text: string) => new URLSearchParams(text);
const tourist = "passport=DE&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";

describe("parseEligibilityQuery", () => {
  it("reads the checker's answers, with the residence under its own name", () => {
    expect(parseEligibilityQuery(query(`${tourist}&residence=IN`))).toEqual({
      ok: true,
      answers: { country: "IN", passport: "DE", stream: "tourist", stay: "short", funds: "yes", character: "yes", previousVisa: "no" },
    });
  });

  it.each([
    ["stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no", "passport", "passport is required"],
    [tourist.replace("passport=DE", "passport=NC"), "passport", "passport must be an offered passport code"],
    [tourist.replace("passport=DE", "passport=AQ"), "passport", "passport must be an offered passport code"],
    [`${tourist}&residence=XX`, "residence", "residence must be an ISO 3166-1 alpha-2 code"],
    [tourist.replace("stream=tourist", "stream=holiday"), "stream", "stream must be one of tourist, sponsored, business"],
    [tourist.replace("&stay=short", ""), "stay", "stay must be short"],
    [tourist.replace("funds=yes", "funds=maybe"), "funds", "funds must be yes or no"],
    [`${tourist}&funds=no`, "funds", "funds is given more than once"],
    [`${tourist}&email=a@b.c`, "email", "Unknown parameter email"],
    [`${tourist}&minor=maybe`, "minor", "minor must be yes or no"],
    [tourist.replace("stream=tourist", "stream=sponsored"), "sponsorCitizen", "sponsorCitizen is required for the sponsored stream"],
    [tourist.replace("stream=tourist", "stream=business"), "genuineBusinessVisit", "genuineBusinessVisit is required for the business stream"],
  ])("refuses %s, naming %s", (text, parameter, message) => {
    const result = parseEligibilityQuery(query(text));
    expect(result).toMatchObject({ ok: false, parameter });
    expect(result.ok ? "" : result.message).toContain(message);
  });

  it("takes 'something else' with what the trip is for, and asks none of the visitor-visa questions", () => {
    expect(parseEligibilityQuery(query("passport=IN&stream=other&otherPurpose=transit&funds=no"))).toEqual({
      ok: true,
      answers: { country: "IN", passport: "IN", stream: "other", otherPurpose: "transit" },
    });
    expect(parseEligibilityQuery(query("passport=IN&stream=other"))).toMatchObject({ ok: false, parameter: "otherPurpose" });
    expect(parseEligibilityQuery(query("passport=IN&stream=other&otherPurpose=holiday"))).toMatchObject({ ok: false, parameter: "otherPurpose" });
  });

  it("ignores another stream's questions instead of guessing from them", () => {
    const result = parseEligibilityQuery(query(`${tourist}&workForPay=yes`));
    expect(result.ok && result.answers).not.toHaveProperty("workForPay");
  });
});

describe("the checklist in the API", () => {
  it("reads the optional under-18 answer and lists form 1229 for a child, each document with why and an official page", () => {
    const parsed = parseEligibilityQuery(query(`${tourist.replace("passport=DE", "passport=IN")}&minor=yes`));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.trip?.minor).toBe("yes");
    const body = eligibilityResponse(parsed.answers, site, parsed.trip);
    expect(body.answers.minor).toBe("yes");
    expect(body.checklist.map((item) => item.id)).toContain("form-1229");
    for (const item of body.checklist) expect(item.why.length > 0 && item.link.href.startsWith("https://")).toBe(true);
    expect(new URL(body.resultUrl).searchParams.get("minor")).toBe("yes");
    const adult = parseEligibilityQuery(query(tourist.replace("passport=DE", "passport=IN")));
    if (!adult.ok) throw new Error(adult.message);
    expect(eligibilityResponse(adult.answers, site).checklist.map((item) => item.id)).not.toContain("form-1229");
  });
});

describe("eligibilityResponse", () => {
  const parse = (text: string) => {
    const result = parseEligibilityQuery(query(text));
    if (!result.ok) throw new Error(result.message);
    return result.answers;
  };

  it("gives the checker's outcome, with the recommended visa, alternatives and figures with their sources", () => {
    const answers = parse(tourist);
    const response = eligibilityResponse(answers, site);
    const outcome = decideOutcome(answers);
    expect(response).toMatchObject({ verdict: { level: "likely", headline: "You MAY Be Eligible!" }, outcome: outcome.route, template: "evisitor-651" });
    expect(response.recommended).toMatchObject({ id: "evisitor-651", subclass: "651" });
    expect(response.alternatives.map((visa) => visa.id)).toEqual(["eta-601"]);
    const cost = response.recommended?.figures.find((figure) => figure.label === "Cost");
    expect(cost?.sources[0]).toMatchObject({ fact: "eVisitorCharge", url: facts.eVisitorCharge.source.url, dated: "page last updated 17/11/2025" });
    expect(response.resultUrl).toBe(`${site}/check?country=DE&${tourist}&view=result`);
  });

  it("marks the Visitor visa's charges as indexed every 1 July and explains each reason", () => {
    const response = eligibilityResponse(parse(tourist.replace("passport=DE", "passport=IN").replace("character=yes", "character=no")), site);
    expect(response.verdict.level).toBe("caution");
    expect(response.recommended?.id).toBe("visitor-600-tourist");
    expect(response.recommended?.figures[0]?.sources.every((source) => source.indexedEachJuly)).toBe(true);
    expect(response.reasons).toEqual([expect.objectContaining({ question: "character", level: "caution" })]);
  });

  it("answers an Australian citizen with no visa", () => {
    const response = eligibilityResponse(parse(tourist.replace("passport=DE", "passport=AU")), site);
    expect(response).toMatchObject({ recommended: null, template: null, outcome: "australian-citizen" });
    expect(response.resultUrl).toContain("country=AU&passport=AU");
  });

  it("takes the three stay bands, and answers a stay over 12 months with no visitor visa, in English from the catalog", () => {
    const longest = eligibilityResponse(parse(tourist.replace("stay=short", "stay=over12")), site);
    expect(longest).toMatchObject({ outcome: "stay-over-12-months", recommended: null, template: null, verdict: { level: "unlikely" } });
    expect(longest.reasons[0]).toMatchObject({ question: "stay", problem: "You plan to stay in Australia longer than 12 months." });
    expect(longest.reasons[0]?.link).toEqual({ label: "Home Affairs: Visa Finder", href: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-finder" });
    expect(parseEligibilityQuery(query(tourist.replace("stay=short", "stay=forever")))).toEqual({
      ok: false,
      parameter: "stay",
      message: "stay must be short (up to 3 months), long (longer than 3 months, up to 12) or over12 (longer than 12 months)",
    });
  });

  it("points a student to the Student visa (500) with its official page, no template and a link that opens the same result", () => {
    const response = eligibilityResponse(parse("passport=CN&stream=other&otherPurpose=study"), site);
    expect(response).toMatchObject({
      outcome: "pointer-study",
      template: null,
      verdict: { level: "caution", headline: "This trip needs another kind of visa" },
      recommended: { id: "student-500", subclass: "500", name: "Student visa (subclass 500)", officialUrl: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500" },
    });
    expect(response.resultUrl).toBe(`${site}/check?country=CN&passport=CN&stream=other&otherPurpose=study&view=result`);
  });

  it("sends paid work to the subclass 400 work visa with no template", () => {
    const work = "passport=IN&stream=business&stay=short&funds=yes&character=yes&previousVisa=no&genuineBusinessVisit=yes&relevantBackground=yes&workForPay=yes";
    const response = eligibilityResponse(parse(work), site);
    expect(response).toMatchObject({ outcome: "work-visa", template: null, recommended: { id: "short-stay-specialist-400", subclass: "400" } });
    expect(response.recommended?.name).toBe("Temporary Work (Short Stay Specialist) visa (subclass 400)");
  });
});

const TODAY = "2026-11-28";

describe("the trip in the API", () => {
  const indian = tourist.replace("passport=DE", "passport=IN");

  it("gives an Indian traveller arriving in 10 weeks the date to apply by, with the processing figure and its source", () => {
    const parsed = parseEligibilityQuery(query(`${indian}&arrive=2027-02-06&depart=2027-02-20&minor=no`), TODAY);
    if (!parsed.ok) throw new Error(parsed.message);
    const response = eligibilityResponse(parsed.answers, site, parsed.trip, TODAY);
    expect(response.trip).toMatchObject({
      arrive: "2027-02-06",
      minor: "no",
      today: TODAY,
      applyBy: { date: "2027-01-14", passed: false, daysLeft: 47, headline: "Apply by 14 January 2027" },
      processingFigure: { fact: "processingDaysTourist", days: 23, percentile: 90, officialUrl: facts.processingTimesUpdated.source.url },
      stay: { kind: "ask-for", days: 14 },
    });
    expect(response.trip?.processingFigure?.source.name).toContain("as reported by Australian Migration Agents");
    expect(response.resultUrl).toBe(`${site}/check?country=IN&${indian}&arrive=2027-02-06&depart=2027-02-20&minor=no&view=result`);
  });

  it("answers a German-Indian dual national for the German passport and an Australian-German one with no visa", () => {
    const dual = parseEligibilityQuery(query(`${indian}&otherPassport=DE`), TODAY);
    if (!dual.ok) throw new Error(dual.message);
    const german = eligibilityResponse(dual.answers, site, dual.trip, TODAY);
    expect(german).toMatchObject({ outcome: "evisitor", recommended: { id: "evisitor-651" }, answers: { passport: "IN" } });
    expect(german.trip?.passport).toMatchObject({ chosen: "DE", changed: true, reason: "Use your passport from Germany: it gets the eVisitor (subclass 651), which is free." });
    const australian = parseEligibilityQuery(query(`${tourist}&otherPassport=AU`), TODAY);
    if (!australian.ok) throw new Error(australian.message);
    expect(eligibilityResponse(australian.answers, site, australian.trip, TODAY)).toMatchObject({ outcome: "australian-citizen", recommended: null, trip: { passport: { chosen: "AU" } } });
  });

  it.each([
    ["arrive=2027-13-01", "arrive", "arrive must be a calendar date written YYYY-MM-DD"],
    ["arrive=2026-11-01", "arrive", "arrive has already passed in Australia (today there is 2026-11-28)"],
    ["arrive=2027-02-06&depart=2027-02-01", "depart", "depart must not be before arrive"],
    ["otherPassport=XX", "otherPassport", "otherPassport must be an offered passport code"],
    ["minor=maybe", "minor", "minor must be yes or no"],
    ["arrive=2027-02-06&arrive=2027-02-07", "arrive", "arrive is given more than once"],
  ])("refuses %s, naming %s", (text, parameter, message) => {
    const result = parseEligibilityQuery(query(`${indian}&${text}`), TODAY);
    expect(result).toMatchObject({ ok: false, parameter });
    expect(result.ok ? "" : result.message).toContain(message);
  });

  it("gives no trip without trip parameters", () => {
    const parsed = parseEligibilityQuery(query(indian), TODAY);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(eligibilityResponse(parsed.answers, site, parsed.trip, TODAY).trip).toBeNull();
  });
});

describe("the OpenAPI description", () => {
  const document = openApiDocument(site);

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes the responses the API gives", async () => {
    const validator = new Validator();
    await validator.validate(document);
    const resolved = validator.resolveRefs() as { components: { schemas: Record<string, object> } };
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validEligibility = ajv.compile(resolved.components.schemas.Eligibility ?? {});
    const samples = [
      tourist,
      tourist.replace("passport=DE", "passport=NZ").replace("character=yes", "character=no"),
      tourist.replace("passport=DE", "passport=AU"),
      "passport=IN&stream=sponsored&stay=long&funds=no&character=yes&previousVisa=no&sponsorCitizen=yes&sponsorAge=yes&sponsorSettled=no&sponsorRelationship=yes&residence=AU",
      "passport=US&stream=business&stay=short&funds=yes&character=yes&previousVisa=no&genuineBusinessVisit=yes&relevantBackground=no&workForPay=no",
    ];
    samples.push(
      `${tourist.replace("passport=DE", "passport=IN")}&arrive=2027-02-06&depart=2027-02-20&passportExpiry=2027-02-10&otherPassport=CN&minor=no`,
      `${tourist}&otherPassport=AU`,
      `${tourist.replace("passport=DE", "passport=US")}&arrive=2027-02-06`,
    );
    for (const sample of samples) {
      const parsed = parseEligibilityQuery(query(sample), TODAY);
      if (!parsed.ok) throw new Error(parsed.message);
      const response = JSON.parse(JSON.stringify(eligibilityResponse(parsed.answers, site, parsed.trip, TODAY))) as unknown;
      expect(validEligibility(response), `${sample}: ${JSON.stringify(validEligibility.errors)}`).toBe(true);
    }
    const refused = queryProblem({ parameter: "passport", message: "passport is required" });
    expect(refused).toEqual({ status: 400, body: { error: { title: "Bad Request", message: "passport is required", parameter: "passport" } } });
    expect(ajv.compile(resolved.components.schemas.Error ?? {})(refused.body)).toBe(true);
  });
});
