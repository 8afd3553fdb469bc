import { getDb } from "~/lib/db.server";
import { parseMinor } from "~/modules/trip/trip-schema";
import { clientAddress } from "~/lib/http/client-address.server";
import { problemResponse, problems } from "~/lib/http/problem";
import { pdfDownload } from "~/lib/pdf-response";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { keptResultPdf } from "~/modules/result/result-pdf-cache.server";
import { completeAnswersFrom, RESULT_PDF_FILE_NAME } from "~/modules/result/result-pdf.server";
import type { Route } from "./+types/check.result-pdf";

/**
 * GET /check/result.pdf?<answers> (and under each language's prefix, in that language): 'Download as PDF',
 * a one-page summary of the result drawn from the answers in the query. Nothing is stored on disk; the
 * PDF is kept in memory for a while (the same answers, day and language give the same bytes), and each
 * client may have a limited number drawn. The request log records the path only.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const answers = completeAnswersFrom(url.searchParams);
  if (!answers) {
    throw problemResponse(problems.badRequest("These answers do not make a complete result. Finish the check at /check, then download its PDF."));
  }
  const outcome = await keptResultPdf(
    { db: getDb(), client: clientAddress(context), siteUrl: getPublicConfig().origin },
    { answers, locale: localeOfPath(url.pathname), now: new Date(), minor: parseMinor(url.searchParams) },
  );
  if (!outcome.ok) {
    throw problemResponse({ status: 429, ...TOO_MANY_REQUESTS, headers: { "Retry-After": String(outcome.refused.retryAfterSeconds) } });
  }
  // The PDF holds a person's answers: no shared cache may keep it.
  return pdfDownload(outcome.pdf, RESULT_PDF_FILE_NAME);
}
