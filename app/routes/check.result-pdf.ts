import { problemResponse, problems } from "~/lib/http/problem";
import { pdfDownload } from "~/lib/pdf-response";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { completeAnswersFrom, renderResultPdf, RESULT_PDF_FILE_NAME } from "~/modules/result/result-pdf.server";
import type { Route } from "./+types/check.result-pdf";

/**
 * GET /check/result.pdf?<answers> (and under each language's prefix, in that language): 'Download as PDF',
 * a one-page summary of the result drawn from the answers in the query. Nothing is stored; the request log records the path only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answers = completeAnswersFrom(url.searchParams);
  if (!answers) {
    throw problemResponse(problems.badRequest("These answers do not make a complete result. Finish the check at /check, then download its PDF."));
  }
  // The PDF holds a person's answers: no shared cache may keep it.
  return pdfDownload(await renderResultPdf(answers, getPublicConfig().origin, new Date(), localeOfPath(url.pathname)), RESULT_PDF_FILE_NAME);
}
