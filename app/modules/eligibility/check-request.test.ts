import { describe, expect, it } from "vitest";
import { canonicalCheckQuery, parseAnswers, resolveCheckRequest } from "./check-request";

const query = (text: string) => new URLSearchParams(text);

describe("parseAnswers", () => {
  it("keeps known answers with valid values and drops everything else", () => {
    expect(
      parseAnswers(query("country=US&stream=tourist&funds=yes&character=perhaps&email=a@b.c&previousVisa=no&x=1")),
    ).toEqual({ country: "US", stream: "tourist", funds: "yes", previousVisa: "no" });
    expect(parseAnswers(query("passport=GB-BNO&stay=long")).passport).toBe("GB-BNO");
    expect(parseAnswers(query("passport=NC&country=AQ"))).toEqual({});
    expect(parseAnswers(query("country=Narnia&stream=holiday"))).toEqual({});
  });

  it("takes the first valid value of a repeated key, so a pressed country button beats the list", () => {
    expect(parseAnswers(query("country=JP&country=FR")).country).toBe("JP");
    expect(parseAnswers(query("country=&country=FR")).country).toBe("FR");
  });
});

describe("resolveCheckRequest (the wizard without JavaScript)", () => {
  it("starts at the first step", () => {
    expect(resolveCheckRequest(query(""))).toEqual({ answers: {}, view: 0, blocked: false });
  });

  it("moves to the next step when the shown step is complete", () => {
    expect(resolveCheckRequest(query("step=0&nav=next&country=US"))).toMatchObject({ view: 1, blocked: false });
    expect(resolveCheckRequest(query("step=1&nav=next&country=US&stream=sponsored&stay=short"))).toMatchObject({ view: 2 });
  });

  it("fills a passport left on 'same as my country of residence' with the residence's own, and keeps a chosen one", () => {
    expect(resolveCheckRequest(query("step=0&nav=next&country=DE&passport="))).toMatchObject({ answers: { country: "DE", passport: "DE" }, view: 1 });
    expect(resolveCheckRequest(query("step=0&nav=next&country=DE&passport=US")).answers.passport).toBe("US");
  });

  it("keeps a traveller living in a territory on the first step until they choose a passport, a suggestion counting as the choice", () => {
    expect(resolveCheckRequest(query("step=0&nav=next&country=NC&passport="))).toMatchObject({ answers: { country: "NC" }, view: 0, blocked: true });
    expect(resolveCheckRequest(query("step=0&country=NC&passport=FR&passport="))).toMatchObject({ answers: { passport: "FR" }, view: 1, blocked: false });
  });

  it("opens a shared result link at the result, or at the first step it still lacks", () => {
    const done = "country=US&passport=US&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";
    expect(resolveCheckRequest(query(`${done}&view=result`))).toMatchObject({ view: "result", blocked: false });
    expect(resolveCheckRequest(query("country=US&stream=tourist&view=result"))).toMatchObject({ view: 1, blocked: true });
  });

  it("takes 'something else' past the purpose step without a length of stay, to what the trip is for, then the result", () => {
    expect(resolveCheckRequest(query("step=1&nav=next&country=IN&stream=other"))).toMatchObject({ view: 2, blocked: false });
    expect(resolveCheckRequest(query("step=2&nav=next&country=IN&stream=other"))).toMatchObject({ view: 2, blocked: true });
    expect(resolveCheckRequest(query("step=2&nav=next&country=IN&stream=other&otherPurpose=medical"))).toMatchObject({ view: "result", blocked: false });
  });

  it("treats a pinned-country button (no nav) as Next", () => {
    expect(resolveCheckRequest(query("step=0&country=IN&country="))).toMatchObject({ answers: { country: "IN" }, view: 1 });
  });

  it("stays on an incomplete step and asks for the missing answers", () => {
    expect(resolveCheckRequest(query("step=0&nav=next&country="))).toMatchObject({ view: 0, blocked: true });
    expect(resolveCheckRequest(query("step=2&nav=next&country=US&stream=tourist&stay=short&funds=yes"))).toMatchObject({
      view: 2,
      blocked: true,
    });
  });

  it("shows the result after the last complete step", () => {
    const done = "country=US&stream=tourist&stay=long&funds=yes&character=yes&previousVisa=no";
    expect(resolveCheckRequest(query(`step=2&nav=next&${done}`))).toMatchObject({ view: "result", blocked: false });
  });

  it("goes back one step without asking for answers", () => {
    expect(resolveCheckRequest(query("step=2&nav=back&country=US&stream=tourist"))).toMatchObject({ view: 1, blocked: false });
    expect(resolveCheckRequest(query("step=0&nav=back"))).toMatchObject({ view: 0, blocked: false });
  });

  it("never skips an earlier step with missing answers, even in an edited URL", () => {
    expect(resolveCheckRequest(query("step=2&nav=next&stream=tourist&funds=yes&character=yes&previousVisa=no"))).toMatchObject({
      view: 0,
      blocked: true,
    });
  });

  it("ignores a malformed step or button", () => {
    expect(resolveCheckRequest(query("step=banana&nav=jump&country=US"))).toMatchObject({ view: 0, blocked: false });
    expect(resolveCheckRequest(query("step=999&nav=next&country=US"))).toMatchObject({ view: 0, blocked: false });
    expect(resolveCheckRequest(query("step=7&nav=next&country=US&stream=tourist&stay=short"))).toMatchObject({ view: 2, blocked: true });
  });
});

describe("the canonical query of a checker page", () => {
  it("keeps each valid answer once and the navigation, and drops everything that changes nothing", () => {
    const noisy = new URLSearchParams("utm_campaign=x&country=IN&country=ZZ&passport=nope&stream=tourist&junk=1&step=2&nav=next&view=bogus");
    const canonical = canonicalCheckQuery(noisy);
    expect(canonical).toBe("country=IN&stream=tourist&step=2&nav=next");
    expect(resolveCheckRequest(new URLSearchParams(canonical))).toEqual(resolveCheckRequest(noisy));
  });

  it("keeps the under-18 answer, which changes the result's checklist, and drops an invalid one", () => {
    expect(canonicalCheckQuery(new URLSearchParams("country=IN&view=result&minor=yes"))).toBe("country=IN&minor=yes&view=result");
    expect(canonicalCheckQuery(new URLSearchParams("country=IN&minor=maybe"))).toBe("country=IN");
  });

  it("gives junk and an empty query the same page", () => {
    expect(canonicalCheckQuery(new URLSearchParams("a=1&b=2"))).toBe("");
  });
});
