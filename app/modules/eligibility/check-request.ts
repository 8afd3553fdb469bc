import { z } from "~/lib/zod";
import { queryAnswersReader } from "./answer-parsers";
import { answerSchema } from "./answer-schema";
import { withDefaultPassport } from "./answers";
import { allQuestionIds, stepsFor, type Answers } from "./questions";
import { isStepComplete, reachableView, type WizardView } from "./rules";
import { tripEntries } from "~/modules/trip/trip-query";
import { parseTripOnServer } from "~/modules/trip/trip-schema";
import { australianToday } from "~/lib/calendar-date";

/**
 * Server side: reads answers from a query string (the no-JavaScript path), with the answer schema's zod
 * schemas. Unknown keys and invalid values are dropped; where a key repeats, the first valid value wins.
 */
export const parseAnswers = queryAnswersReader(answerSchema);

const navigationSchema = z.object({
  step: z.coerce.number().int().min(0).max(20).optional().catch(undefined),
  nav: z.enum(["back", "next"]).optional().catch(undefined),
  view: z.literal("result").optional().catch(undefined),
});

/** The step shown, the button pressed and the shared-result flag, each dropped when invalid. */
function readNavigation(params: URLSearchParams): z.infer<typeof navigationSchema> {
  return navigationSchema.parse({
    step: params.get("step") ?? undefined,
    nav: params.get("nav") ?? undefined,
    view: params.get("view") ?? undefined,
  });
}

export interface CheckRequest {
  answers: Answers;
  view: WizardView;
  /** True when the person pressed Next on a step with missing answers: show 'Answer Required'. */
  blocked: boolean;
}

/**
 * The no-JavaScript wizard: each step is a GET form carrying every answer, the index of the step it
 * showed (`step`) and the button pressed (`nav`, Next when absent, as when a pinned country is chosen).
 * A result's shareable link carries the answers and `view=result`. A passport left on 'same as my
 * country of residence' becomes the residence's own passport. Returns what to show next. Nothing here
 * is stored.
 */
export function resolveCheckRequest(params: URLSearchParams): CheckRequest {
  const answers = withDefaultPassport(parseAnswers(params));
  const { step, nav, view: shared } = readNavigation(params);
  if (shared === "result") {
    const view = reachableView("result", answers);
    return { answers, view, blocked: view !== "result" };
  }
  if (step === undefined) return { answers, view: reachableView(0, answers), blocked: false };

  const steps = stepsFor(answers);
  const from = Math.min(step, steps.length - 1);
  const fromStep = steps[from];
  let requested: WizardView;
  let blocked = false;
  if (nav === "back") {
    requested = Math.max(0, from - 1);
  } else if (fromStep && !isStepComplete(fromStep, answers)) {
    requested = from;
    blocked = true;
  } else {
    requested = from + 1 >= steps.length ? "result" : from + 1;
  }
  const view = reachableView(requested, answers);
  // Landing on an earlier step than asked means that step still misses answers.
  if (view !== requested) blocked = true;
  return { answers, view, blocked };
}

/**
 * The query that asks for exactly the page `params` asks for: each valid answer once, in the order of
 * the questions, then the trip's valid fields (app/modules/trip), then the valid navigation fields.
 * Anything else in a query (unknown keys, invalid values, repeats) changes nothing on the page, so the
 * server keeps one page per canonical query. A trip field that is dropped with a message (a date typed
 * wrongly, a departure before the arrival) does change the page: such a query is one the server does not
 * keep, as is any trip with a date (`keptCheckQuery`).
 */
export function canonicalCheckQuery(params: URLSearchParams, today = australianToday()): string {
  const answers = parseAnswers(params);
  const navigation = readNavigation(params);
  const canonical = new URLSearchParams();
  for (const id of allQuestionIds) {
    const answer = answers[id];
    if (answer !== undefined) canonical.set(id, answer);
  }
  const { trip } = parseTripOnServer(params, today, withDefaultPassport(answers).passport);
  for (const [name, value] of tripEntries(trip)) canonical.append(name, value);
  for (const [name, value] of Object.entries(navigation)) if (value !== undefined) canonical.set(name, String(value));
  return canonical.toString();
}

/**
 * The canonical query of a /check page the server may keep, or undefined for one it must render per
 * request: a page with a travel or passport date says how many days are left and whether a date has
 * passed, which changes with the day in Australia, and a page with a dropped trip field shows what was
 * typed. The other trip fields (other passports, under 18) change the page but not with the day.
 */
export function keptCheckQuery(params: URLSearchParams, today = australianToday()): string | undefined {
  const { problems, typed } = parseTripOnServer(params, today, withDefaultPassport(parseAnswers(params)).passport);
  if (problems.length > 0 || Object.keys(typed).length > 0) return undefined;
  return canonicalCheckQuery(params, today);
}
