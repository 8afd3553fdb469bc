import { formatIsoDate } from "~/content/format";
import { resolveCheckRequest } from "~/modules/eligibility/check-request";
import { resultPath } from "~/modules/eligibility/result-link";
import { summariseResult } from "~/modules/eligibility/result-summary";
import type { Answers } from "~/modules/eligibility/questions";

export const RESULT_PDF_FILE_NAME = "australian-visa-check-result.pdf";

/** The answers of a complete result from a query string, or null when the answers do not make one. */
export function completeAnswersFrom(params: URLSearchParams): Answers | null {
  const query = new URLSearchParams(params);
  query.set("view", "result");
  const { answers, view } = resolveCheckRequest(query);
  return view === "result" ? answers : null;
}

/**
 * The one-page PDF of a result, drawn from the answers alone (nothing is stored). pdf-lib loads with the
 * first PDF, not at start-up.
 */
export async function renderResultPdf(answers: Answers, siteUrl: string, now = new Date()): Promise<Uint8Array> {
  const { drawResultPdf } = await import("./draw-result-pdf.server");
  return drawResultPdf(summariseResult(answers), { result: `${siteUrl}${resultPath(answers)}` }, formatIsoDate(now.toISOString().slice(0, 10)));
}
