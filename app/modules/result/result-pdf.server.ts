import { withMinor } from "~/modules/trip/trip-query";
import { resolveCheckRequest } from "~/modules/eligibility/check-request";
import { resultPath } from "~/modules/eligibility/result-link";
import { summariseResult } from "~/modules/eligibility/result-summary";
import type { Answers } from "~/modules/eligibility/questions";
import { formatDate } from "~/modules/i18n/format";
import { defaultLocale, intlLocales, localizePath, type Locale } from "~/modules/i18n/locales";
import { summaryLanguage } from "~/modules/i18n/result-summary-language";
import { site } from "~/content/site";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import type { PdfWords } from "./draw-result-pdf.server";

export const RESULT_PDF_FILE_NAME = "australian-visa-check-result.pdf";

/** The answers of a complete result from a query string, or null when the answers do not make one. */
export function completeAnswersFrom(params: URLSearchParams): Answers | null {
  const query = new URLSearchParams(params);
  query.set("view", "result");
  const { answers, view } = resolveCheckRequest(query);
  return view === "result" ? answers : null;
}

/**
 * The one-page PDF of a result in the page's language, drawn from the answers alone (nothing is stored).
 * pdf-lib and the fonts load with the first PDF, not at start-up.
 */
export async function renderResultPdf(
  answers: Answers,
  siteUrl: string,
  now = new Date(),
  locale: Locale = defaultLocale,
  minor?: boolean,
): Promise<Uint8Array> {
  const [{ drawResultPdf }, t] = await Promise.all([import("./draw-result-pdf.server"), serverTranslator(locale)]);
  const summary = summariseResult(answers, summaryLanguage(locale, t), minor);
  const created = formatDate(now.toISOString().slice(0, 10), locale);
  const words: PdfWords = {
    heading: t("result.heading"),
    created: t("pdf.result.created", { date: created, answers: summary.answers.map(([label, value]) => `${label}: ${value}`).join(" | ") }),
    documentTitle: t("pdf.result.document-title", { headline: summary.headline }),
    notAffiliated: t("pdf.result.not-affiliated", { site: site.name }),
  };
  const day = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return drawResultPdf(summary, { result: `${siteUrl}${localizePath(withMinor(resultPath(answers), minor), locale)}` }, words, { locale, languageTag: intlLocales[locale] }, day);
}
