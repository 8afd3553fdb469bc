import { personalItems } from "~/modules/checklist/checklist";
import { countries } from "./countries";
import { optionSummary, stayValues } from "./eligibility-api";
import { outcomeRoutes } from "./outcome";
import { AUSTRALIAN_CITIZEN, passportOptions } from "./passports";
import { findSubQuestion, streamLabels, streams, type SubQuestionId } from "./questions";
import { visas } from "./visas";

/** The OpenAPI 3.1 description of the eligibility API, served at /api/openapi.json. */

const stringEnum = (values: readonly string[]) => ({ type: "string", enum: [...values] });

function yesNoParameter(id: SubQuestionId, required: boolean, note = "") {
  return {
    name: id,
    in: "query",
    required,
    description: `${findSubQuestion(id).label}${note}`,
    schema: stringEnum(["yes", "no"]),
  };
}

const link = { type: "object", required: ["label", "href"], properties: { label: { type: "string" }, href: { type: "string", format: "uri" } } };

const source = {
  type: "object",
  description:
    "Where a figure comes from and how current it is. `dated` is the source's own date as read; null where none was recorded. `checkedOn` is when a person last compared the figure with the source, `effectiveFrom` when its value took effect, and `needsChecking` says that the figure may be out of date: a visa charge not checked since the last 1 July (charges rise each 1 July), or any figure not checked for some months. A figure that needs checking is still the last one known: confirm it on the source.",
  required: ["fact", "name", "url", "dated", "indexedEachJuly", "checkedOn", "effectiveFrom", "needsChecking"],
  properties: {
    fact: { type: "string", description: "The name of the fact in the site's facts module." },
    name: { type: "string" },
    url: { type: "string", format: "uri" },
    dated: { type: ["string", "null"] },
    indexedEachJuly: { type: "boolean", description: "A visa application charge indexed every 1 July." },
    checkedOn: { type: ["string", "null"], format: "date", description: "When a person last checked the figure against the source." },
    effectiveFrom: { type: ["string", "null"], format: "date", description: "When the figure's value took effect." },
    needsChecking: { type: "boolean", description: "The figure may be out of date; confirm it on the source." },
  },
};

const visa = {
  type: "object",
  required: ["id", "subclass", "stream", "name", "summary", "nextStep", "officialUrl", "figures"],
  properties: {
    id: stringEnum(Object.keys(visas)),
    subclass: stringEnum([...new Set(Object.values(visas).map((item) => item.subclass))].sort()),
    stream: { type: ["string", "null"], enum: [...streams, null] },
    name: { type: "string" },
    summary: { type: "string" },
    nextStep: { type: "string" },
    officialUrl: { type: "string", format: "uri" },
    figures: {
      type: "array",
      items: {
        type: "object",
        required: ["label", "text", "sources"],
        properties: { label: { type: "string" }, text: { type: "string" }, sources: { type: "array", items: { $ref: "#/components/schemas/Source" } } },
      },
    },
  },
};

const change = {
  type: "object",
  description: "A change of a figure the site quotes (its value from one day on) or of a rule. Titles, values and notes are in English.",
  required: ["id", "kind", "date", "recordedAt", "figure", "title", "from", "to", "oldValue", "newValue", "source", "note"],
  properties: {
    id: { type: "string" },
    kind: stringEnum(["figure", "rule"]),
    date: { type: "string", format: "date", description: "The day the change took effect." },
    recordedAt: { type: "string", format: "date-time", description: "When the site recorded it." },
    figure: { type: ["string", "null"], description: "The fact's name, as in the eligibility answer's sources; null for a rule." },
    title: { type: "string" },
    from: { type: ["string", "null"], description: "The old value, worded ('AUD 200')." },
    to: { type: ["string", "null"], description: "The new value, worded." },
    oldValue: { description: "The old value as data: a number, a range { min, max }, a list, or a text." },
    newValue: { description: "The new value as data." },
    source: { oneOf: [{ type: "object", required: ["name", "url"], properties: { name: { type: "string" }, url: { type: "string", format: "uri" } } }, { type: "null" }] },
    note: { type: "string" },
  },
};

export function openApiDocument(siteUrl: string) {
  const passportCodes = [AUSTRALIAN_CITIZEN, ...passportOptions.map((option) => option.code)];
  return {
    openapi: "3.1.0",
    info: {
      title: "Australia Visa Check eligibility API",
      version: "1.0.0",
      description:
        "Which Australian visitor visa fits a passport and a visit, and how likely the traveller is to get it: the same rules as the site's free checker. Preliminary information, not formal immigration advice; the Department of Home Affairs decides every application. Answers are read from the query and never stored.",
    },
    servers: [{ url: siteUrl }],
    paths: {
      "/api/changes": {
        get: {
          operationId: "listChanges",
          summary: "Each change of a figure or a rule the site quotes, with its date and source (also at /what-changed and as an Atom feed at /what-changed/feed.atom)",
          responses: {
            "200": {
              description: "The changes, latest date of effect first.",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["page", "feed", "changes"],
                    properties: {
                      page: { type: "string", format: "uri" },
                      feed: { type: "string", format: "uri" },
                      changes: { type: "array", items: { $ref: "#/components/schemas/Change" } },
                    },
                  },
                },
              },
            },
          },
        },
      },
      "/api/eligibility": {
        get: {
          operationId: "checkEligibility",
          summary: "Check which visitor visa fits, with the verdict, reasons and figures with their sources",
          parameters: [
            {
              name: "passport",
              in: "query",
              required: true,
              description: `The passport the traveller will travel on: an ISO 3166-1 alpha-2 code; for the United Kingdom GB (British Citizen), GB-BNO (British National (Overseas)) or GB-OTHER (British Overseas Territories Citizen and other British passports); ${AUSTRALIAN_CITIZEN} for an Australian citizen. Dependent territories without passports of their own (for example NC, PR, JE) are not passports.`,
              schema: stringEnum(passportCodes),
            },
            {
              name: "residence",
              in: "query",
              required: false,
              description:
                "Where the traveller lives (ISO 3166-1 alpha-2); the passport's country when left out. It does not change the visa; it adds notes, for example for people living in Australia.",
              schema: stringEnum(countries.map((country) => country.code)),
            },
            {
              name: "stream",
              in: "query",
              required: true,
              description: `The purpose of the visit: ${streams.map((stream) => `${stream} (${streamLabels[stream]})`).join(", ")}.`,
              schema: stringEnum(streams),
            },
            { name: "stay", in: "query", required: true, description: `${findSubQuestion("stay").label} ${optionSummary("stay")}.`, schema: stringEnum(stayValues) },
            yesNoParameter("funds", true),
            yesNoParameter("character", true),
            yesNoParameter("previousVisa", true),
            {
              name: "minor",
              in: "query",
              required: false,
              description:
                "Is the traveller under 18? yes adds form 1229 (consent of each parent not travelling with the child) to the checklist; no or left out adds nothing.",
              schema: stringEnum(["yes", "no"]),
            },
            ...(["sponsorCitizen", "sponsorAge", "sponsorSettled", "sponsorRelationship"] as const).map((id) =>
              yesNoParameter(id, false, " Required when stream is sponsored."),
            ),
            ...(["genuineBusinessVisit", "relevantBackground", "workForPay"] as const).map((id) =>
              yesNoParameter(id, false, " Required when stream is business."),
            ),
          ],
          responses: {
            "200": { description: "The outcome.", content: { "application/json": { schema: { $ref: "#/components/schemas/Eligibility" } } } },
            "400": {
              description: "A parameter is missing, unknown, repeated or has a value that is not offered; the error names it.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Change: change,
        Source: source,
        Visa: visa,
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["title", "message", "parameter"],
              properties: {
                title: { type: "string", description: "Bad Request" },
                message: { type: "string", description: "What is wrong with the parameter, naming it." },
                parameter: { type: "string", description: "The parameter the error is about." },
              },
            },
          },
        },
        Eligibility: {
          type: "object",
          required: ["answers", "verdict", "outcome", "why", "recommended", "alternatives", "reasons", "notes", "template", "checklist", "figuresComparedOn", "resultUrl", "disclaimer"],
          properties: {
            answers: { type: "object", additionalProperties: { type: "string" }, description: "The answers as read." },
            verdict: {
              type: "object",
              required: ["level", "headline", "summary"],
              properties: {
                level: {
                  ...stringEnum(["likely", "caution", "unlikely"]),
                  description: "likely: may be eligible; caution: may still apply but must declare something or show more; unlikely: a requirement is not met.",
                },
                headline: { type: "string" },
                summary: { type: "string" },
              },
            },
            outcome: { ...stringEnum(outcomeRoutes), description: "Which rule decided the visa: work-visa for paid work (a Temporary Work (Short Stay Specialist) visa, subclass 400, with no template), stay-over-12-months where no visitor visa fits." },
            why: { type: "string" },
            recommended: { oneOf: [{ $ref: "#/components/schemas/Visa" }, { type: "null" }], description: "Null where no visa is needed (an Australian citizen) or no visitor visa fits (a stay longer than 12 months: see the reasons and the Visa Finder)." },
            alternatives: {
              type: "array",
              items: { allOf: [{ $ref: "#/components/schemas/Visa" }, { type: "object", required: ["when"], properties: { when: { type: "string" } } }] },
            },
            reasons: {
              type: "array",
              description: "The answers that lower the verdict, in the order asked.",
              items: {
                type: "object",
                required: ["question", "label", "level", "problem", "nextStep", "link"],
                properties: {
                  question: { type: "string" },
                  label: { type: "string" },
                  level: stringEnum(["caution", "unlikely"]),
                  problem: { type: "string" },
                  nextStep: { type: "string" },
                  link,
                },
              },
            },
            notes: {
              type: "array",
              items: {
                type: "object",
                required: ["text", "link", "sources"],
                properties: {
                  text: { type: "string" },
                  link: { oneOf: [link, { type: "null" }] },
                  sources: { type: "array", items: { $ref: "#/components/schemas/Source" } },
                },
              },
            },
            template: { type: ["string", "null"], description: "The paid template that matches the recommended visa, if any." },
            checklist: {
              type: "array",
              description:
                "The documents to prepare for this passport, visa, stream and answers, in the order to prepare them: each with why it is asked for and an official page. Empty where no visa is applied for (an Australian citizen, a New Zealand passport, a work visa, a stay no visitor visa allows).",
              items: {
                type: "object",
                required: ["id", "text", "why", "link"],
                properties: { id: stringEnum(Object.keys(personalItems)), text: { type: "string" }, why: { type: "string" }, link },
              },
            },
            figuresComparedOn: { type: "string", format: "date", description: "When the site last compared its figures with its facts record." },
            resultUrl: { type: "string", format: "uri", description: "The result on the site, reproduced from the answers in the link." },
            disclaimer: { type: "string" },
          },
        },
      },
    },
  };
}
