import { describe, expect, it } from "vitest";
import { queryAnswersReader } from "./answer-parsers";
import { answerSchemaOf } from "./answer-schema";
import { apiParametersOf, eligibilityQueryReader, openApiParametersOf, parseEligibilityQuery } from "./api-query";
import { openApiDocument } from "./openapi";
import { allSteps, stepsFor, type Answers, type MultiRadioStep, type QuestionStep, type SubQuestionId } from "./questions";

const TODAY = "2026-11-28";

interface DocumentedSchema {
  type: string;
  enum?: string[];
  format?: string;
  items?: DocumentedSchema;
}

interface DocumentedParameter {
  name: string;
  required: boolean;
  description: string;
  schema: DocumentedSchema;
}

const documented: DocumentedParameter[] = openApiDocument("https://visa.example.com").paths["/api/eligibility"].get.parameters;

/** Values the description offers for a parameter (an enum, or dates). */
function offered(parameter: DocumentedParameter): string[] {
  const schema = parameter.schema.items ?? parameter.schema;
  if (schema.format === "date") return ["2027-02-06"];
  return schema.enum ?? [];
}

/** A query with every documented parameter given its first offered value, for a purpose. */
function fullQuery(purpose: string, parameters: readonly DocumentedParameter[] = documented): URLSearchParams {
  const query = new URLSearchParams();
  for (const parameter of parameters) query.set(parameter.name, parameter.name === "stream" ? purpose : (offered(parameter)[0] ?? ""));
  return query;
}

const purposesOf = (parameters: readonly DocumentedParameter[]) => offered(parameters.find((parameter) => parameter.name === "stream") ?? documented[0]!);

/** Whether the description says the parameter is required for a purpose. */
function documentedAsRequired(parameter: DocumentedParameter, purpose: string): boolean {
  if (parameter.required) return true;
  const when = /Required when stream is (.+)\.$/.exec(parameter.description)?.[1]?.split(" or ");
  const unless = /Required unless stream is (.+)\.$/.exec(parameter.description)?.[1]?.split(" or ");
  return (when?.includes(purpose) ?? false) || (unless !== undefined && !unless.includes(purpose));
}

describe("the API's query and its OpenAPI description", () => {
  it("documents every parameter the API reads, and the API refuses any other", () => {
    const names = documented.map((parameter) => parameter.name);
    expect(names).toEqual([
      "passport", "residence", "stream", "stay", "funds", "character", "previousVisa", "sponsorCitizen", "sponsorAge", "sponsorSettled",
      "sponsorRelationship", "genuineBusinessVisit", "relevantBackground", "workForPay", "otherPurpose",
      "arrive", "depart", "passportExpiry", "otherPassport", "minor",
    ]);
    for (const purpose of purposesOf(documented)) expect(parseEligibilityQuery(fullQuery(purpose), TODAY), purpose).toMatchObject({ ok: true });
    const extra = fullQuery("tourist");
    extra.set("country", "IN");
    expect(parseEligibilityQuery(extra, TODAY)).toMatchObject({ ok: false, parameter: "country" });
  });

  it("accepts every value each parameter's enum lists, and refuses a value it does not", () => {
    let checked = 0;
    for (const parameter of documented) {
      for (const value of offered(parameter)) {
        for (const purpose of parameter.name === "stream" ? [value] : purposesOf(documented)) {
          const query = fullQuery(purpose);
          query.set(parameter.name, value);
          expect(parseEligibilityQuery(query, TODAY), `${parameter.name}=${value} (${purpose})`).toMatchObject({ ok: true });
          checked += 1;
        }
      }
      const query = fullQuery("tourist");
      query.set(parameter.name, "not-offered");
      expect(parseEligibilityQuery(query, TODAY), parameter.name).toMatchObject({ ok: false, parameter: parameter.name });
    }
    expect(checked).toBeGreaterThan(600);
  });

  it("takes no value the enum leaves out: every other option, place or passport code is refused, naming the parameter", () => {
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const pool = new Set([...letters].flatMap((first) => [...letters].map((second) => first + second)));
    const options = allSteps.flatMap((step) => (step.type === "multi-radio" ? step.subQuestions.flatMap((question) => question.options.map((option) => option.value)) : []));
    for (const value of ["GB-BNO", "GB-OTHER", "GB-XYZ", "gb", "Yes", "YES", "2027-02-06", ...options]) pool.add(value);
    for (const parameter of documented.filter((item) => item.schema.format !== "date")) {
      const listed = new Set(offered(parameter));
      for (const value of pool) {
        const query = fullQuery(parameter.name === "stream" ? value : "tourist");
        query.set(parameter.name, value);
        const result = parseEligibilityQuery(query, TODAY);
        expect(result.ok ? true : result.parameter === parameter.name ? false : result.parameter, `${parameter.name}=${value}`).toBe(listed.has(value));
      }
    }
  });

  it("requires for each stream exactly the parameters its description says, and ignores another stream's", () => {
    for (const purpose of purposesOf(documented)) {
      for (const parameter of documented.filter((item) => item.name !== "stream")) {
        const query = fullQuery(purpose);
        query.delete(parameter.name);
        const result = parseEligibilityQuery(query, TODAY);
        if (documentedAsRequired(parameter, purpose)) expect(result, `${purpose} without ${parameter.name}`).toMatchObject({ ok: false, parameter: parameter.name });
        else expect(result.ok, `${purpose} without ${parameter.name}`).toBe(true);
      }
    }
  });
});

/** Adds an option to a sub-question wherever a step asks it. */
function withOption(step: QuestionStep, id: SubQuestionId, value: string): QuestionStep {
  if (step.type !== "multi-radio") return step;
  const subQuestions = step.subQuestions.map((question) => (question.id === id ? { ...question, options: [...question.options, { value, label: `A ${value}` }] } : question));
  return { ...step, subQuestions } satisfies MultiRadioStep;
}

/**
 * The checker's questionnaire with a fifth purpose, a pilgrimage, that asks the sponsor's questions and
 * the basic requirements, and a sixth kind of 'something else', volunteering.
 */
function stepsWithPilgrimage(answers: Answers): readonly QuestionStep[] {
  const grown = (steps: readonly QuestionStep[]) => steps.map((step) => withOption(withOption(step, "stream", "pilgrimage"), "otherPurpose", "volunteering"));
  return grown(stepsFor(answers.stream === "pilgrimage" ? { stream: "sponsored" } : answers));
}

describe("a value added to the questionnaire", () => {
  const schema = answerSchemaOf(stepsWithPilgrimage);
  const parameters = apiParametersOf(schema);
  const described: DocumentedParameter[] = openApiParametersOf(parameters);
  const readApi = eligibilityQueryReader(schema);
  const readCheck = queryAnswersReader(schema);
  const pilgrim = fullQuery("pilgrimage", described);

  it("reaches the no-JavaScript checker's parser", () => {
    expect(readCheck(new URLSearchParams("stream=pilgrimage&sponsorAge=yes"))).toEqual({ stream: "pilgrimage", sponsorAge: "yes" });
    expect(readCheck(new URLSearchParams("stream=other&otherPurpose=volunteering"))).toEqual({ stream: "other", otherPurpose: "volunteering" });
  });

  it("reaches the API's validator, with the new stream's own questions required", () => {
    expect(readApi(pilgrim, TODAY)).toMatchObject({ ok: true, answers: { stream: "pilgrimage", sponsorCitizen: described.find((item) => item.name === "sponsorCitizen")?.schema.enum?.[0] } });
    pilgrim.delete("sponsorCitizen");
    expect(readApi(pilgrim, TODAY)).toEqual({ ok: false, parameter: "sponsorCitizen", message: "sponsorCitizen is required for the pilgrimage stream (yes or no)" });
    expect(readApi(new URLSearchParams("passport=IN&stream=other&otherPurpose=volunteering"), TODAY)).toMatchObject({ ok: true, answers: { otherPurpose: "volunteering" } });
    expect(readApi(new URLSearchParams("passport=IN&stream=other&otherPurpose=diving"), TODAY)).toEqual({
      ok: false,
      parameter: "otherPurpose",
      message: "otherPurpose must be one of transit, working-holiday, paid-job, study, medical, volunteering",
    });
  });

  it("reaches the OpenAPI parameters, their enums and when each is required", () => {
    const byName = new Map(described.map((parameter) => [parameter.name, parameter]));
    expect(byName.get("stream")?.schema.enum).toEqual(["tourist", "sponsored", "business", "other", "pilgrimage"]);
    expect(byName.get("stream")?.description).toContain("pilgrimage (A pilgrimage)");
    expect(byName.get("otherPurpose")?.schema.enum).toContain("volunteering");
    expect(byName.get("sponsorAge")?.description).toMatch(/Required when stream is sponsored or pilgrimage\.$/);
    expect(byName.get("funds")?.description).toMatch(/Required unless stream is other\.$/);
  });

  it("leaves the checker's own questionnaire as it was", () => {
    expect(parseEligibilityQuery(new URLSearchParams("passport=IN&stream=pilgrimage"), TODAY)).toMatchObject({ ok: false, parameter: "stream" });
    expect(documented.find((parameter) => parameter.name === "otherPurpose")?.schema.enum).not.toContain("volunteering");
  });
});
