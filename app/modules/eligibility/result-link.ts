import { answerEntries } from "./answers";
import type { Answers } from "./questions";
import { currentQuestionIds } from "./rules";

/** Where the no-JavaScript checker and shareable results live. */
export const CHECK_PATH = "/check";
export const RESULT_PDF_PATH = "/check/result.pdf";
export const RESULT_EMAIL_PATH = "/check/email";

/** The answers to the current steps, in question order (answers to steps that dropped out are left out). */
export function currentAnswerEntries(answers: Answers): [string, string][] {
  const asked = new Set(currentQuestionIds(answers));
  return answerEntries(answers).filter(([id]) => asked.has(id));
}

/**
 * The answers of the current steps as a query string. A result is reproduced from these alone: nothing
 * about it is stored on the server.
 */
export function answersQuery(answers: Answers): string {
  return new URLSearchParams(currentAnswerEntries(answers)).toString();
}

/**
 * The shareable link of a result (a path; prefix the site's address for use elsewhere). `extra` carries
 * what else the result was worked out from, such as the trip's dates (app/modules/trip/trip.ts, tripEntries).
 */
export function resultPath(answers: Answers, extra: readonly (readonly [string, string])[] = []): string {
  const more = extra.length ? `&${new URLSearchParams(extra.map(([name, value]) => [name, value])).toString()}` : "";
  return `${CHECK_PATH}?${answersQuery(answers)}${more}&view=result`;
}

/** The one-page PDF of a result. */
export function resultPdfPath(answers: Answers): string {
  return `${RESULT_PDF_PATH}?${answersQuery(answers)}`;
}
