import { personalItems } from "~/modules/checklist/checklist";
import { minorAnswers } from "./answer-schema";
import { apiParameters, openApiParametersOf } from "./api-query";
import { outcomeRoutes } from "./outcome";
import { streams } from "./questions";
import { visas } from "./visas";

/**
 * The OpenAPI 3.1 description of the eligibility API, served at /api/openapi.json. Its parameters are
 * made from the same list as the API's validator (api-query.ts).
 */

const stringEnum = (values: readonly string[]) => ({ type: "string", enum: [...values] });

const nullableString = { type: ["string", "null"] };
const tripPlan = {
  type: "object",
  required: ["arrive", "depart", "passportExpiry", "otherPassports", "minor", "today", "passport", "applyBy", "processingFigure", "stay", "passportCheck"],
  properties: {
    arrive: { ...nullableString, format: "date" },
    depart: { ...nullableString, format: "date" },
    passportExpiry: { ...nullableString, format: "date" },
    otherPassports: { type: "array", items: { type: "string" } },
    minor: { type: ["string", "null"], enum: [...minorAnswers, null] },
    today: { type: "string", format: "date", description: "The date in Australia (Australia/Sydney) the plan was worked out on." },
    passport: {
      description: "With other passports: the one to travel on and why; null otherwise.",
      oneOf: [
        {
          type: "object",
          required: ["chosen", "changed", "rank", "visa", "reason", "weighed"],
          properties: {
            chosen: { type: "string" },
            changed: { type: "boolean", description: "True when it is not the passport parameter." },
            rank: stringEnum(["no-visa", "special-category", "evisitor-free", "eta", "visa-application"]),
            visa: nullableString,
            reason: { type: "string" },
            weighed: {
              type: "array",
              items: { type: "object", required: ["passport", "rank", "visa"], properties: { passport: { type: "string" }, rank: { type: "string" }, visa: nullableString } },
            },
          },
        },
        { type: "null" },
      ],
    },
    applyBy: {
      description: "The date to apply by: arrival minus the processing figure's days (no margin added). date is null where no processing figure is published (ETA, eVisitor) or no arrival was given. Null where no visa is applied for.",
      oneOf: [
        {
          type: "object",
          required: ["date", "passed", "daysLeft", "headline", "text"],
          properties: {
            date: { ...nullableString, format: "date" },
            passed: { type: "boolean", description: "The date has passed in Australia: apply now." },
            daysLeft: { type: ["integer", "null"] },
            headline: { type: "string" },
            text: { type: "string" },
          },
        },
        { type: "null" },
      ],
    },
    processingFigure: {
      description: "The processing figure the date was worked out from, with its source; needsChecking is true until an operator confirms it against Home Affairs' processing times page (officialUrl).",
      oneOf: [
        {
          type: "object",
          required: ["fact", "days", "percentile", "text", "source", "checkedOn", "needsChecking", "officialUrl"],
          properties: {
            fact: { type: "string" },
            days: { type: "integer" },
            percentile: { type: "integer" },
            text: { type: "string" },
            source: { type: "object", required: ["name", "url", "dated"], properties: { name: { type: "string" }, url: { type: "string", format: "uri" }, dated: nullableString } },
            checkedOn: { ...nullableString, format: "date" },
            needsChecking: { type: "boolean" },
            officialUrl: { type: "string", format: "uri" },
          },
        },
        { type: "null" },
      ],
    },
    stay: {
      description: "With both dates: the stay against the visa's limits. kind: fits, ask-for (the 600's period to ask for), too-long, over-12-months.",
      oneOf: [
        {
          type: "object",
          required: ["kind", "days", "months", "text"],
          properties: { kind: stringEnum(["fits", "ask-for", "too-long", "over-12-months"]), days: { type: "integer" }, months: { type: "integer" }, text: { type: "string" } },
        },
        { type: "null" },
      ],
    },
    passportCheck: {
      description: "With passportExpiry: whether the passport outlasts the trip.",
      oneOf: [
        {
          type: "object",
          required: ["kind", "expiry", "until", "eta", "texts"],
          properties: {
            kind: stringEnum(["expired", "expires-during-trip", "outlasts"]),
            expiry: { type: "string", format: "date" },
            until: { ...nullableString, format: "date" },
            eta: { type: "boolean", description: "The visa is an ETA, tied to the passport: a new passport needs a new ETA." },
            texts: { type: "array", items: { type: "string" } },
          },
        },
        { type: "null" },
      ],
    },
  },
};


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
          parameters: openApiParametersOf(apiParameters),
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
          required: ["answers", "verdict", "outcome", "why", "recommended", "alternatives", "reasons", "notes", "template", "checklist", "figuresComparedOn", "resultUrl", "disclaimer", "trip"],
          properties: {
            answers: { type: "object", additionalProperties: { type: "string" }, description: "The answers as read." },
            verdict: {
              type: "object",
              required: ["level", "headline", "summary"],
              properties: {
                level: {
                  ...stringEnum(["likely", "caution", "unlikely"]),
                  description: "likely: may be eligible; caution: may still apply but must declare something or show more; unlikely: a requirement is not met. A pointer (stream=other) is caution: check the named visa's conditions on its official page.",
                },
                headline: { type: "string" },
                summary: { type: "string" },
              },
            },
            outcome: {
              ...stringEnum(outcomeRoutes),
              description:
                "Which rule decided the visa: work-visa for paid work (a Temporary Work (Short Stay Specialist) visa, subclass 400, with no template), stay-over-12-months where no visitor visa fits. The pointer-… outcomes answer stream=other: they name the visa made for the trip (transit 771, working holiday 417 or 462, short specialised work 400, student 500, medical treatment 602) with its key conditions in why and notes, its official page and no template; their verdict level is caution, as the site does not assess those visas.",
            },
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
            trip: { oneOf: [{ $ref: "#/components/schemas/TripPlan" }, { type: "null" }], description: "The trip plan, where any trip parameter was given." },
          },
        },
        TripPlan: tripPlan,
      },
    },
  };
}
