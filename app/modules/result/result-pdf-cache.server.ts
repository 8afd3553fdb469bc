import type { Kysely } from "kysely";
import { ByteBoundedCache } from "~/lib/byte-bounded-cache";
import type { Database } from "~/lib/db-schema";
import { withMinor } from "~/modules/trip/trip-query";
import { resultPath } from "~/modules/eligibility/result-link";
import type { Answers } from "~/modules/eligibility/questions";
import type { Locale } from "~/modules/i18n/locales";
import { hitRateLimit, type RateLimitResult } from "~/modules/rate-limits/rate-limit.server";
import { renderResultPdf } from "./result-pdf.server";

/** Memory for kept PDFs per process (a PDF is 20-200 KB). */
const KEPT_BYTES = 16 * 1024 * 1024;
/** PDFs one client may have drawn (not served from memory) per 10 minutes. */
export const RESULT_PDFS_PER_CLIENT = 20;
const CLIENT_WINDOW_MS = 10 * 60_000;

const kept = new ByteBoundedCache<{ pdf: Uint8Array; bytes: number }>(KEPT_BYTES);
const drawing = new Map<string, Promise<Uint8Array>>();

export type KeptPdfOutcome = { ok: true; pdf: Uint8Array } | { ok: false; refused: RateLimitResult };

/**
 * The result PDF for these answers, day and language: the same bytes every time (the PDF is dated by
 * the day), so it is drawn once and then served from memory, and one drawing serves every request
 * that asks for it meanwhile. Drawing costs the server (fonts are cut down for each PDF), so each client
 * may have `RESULT_PDFS_PER_CLIENT` drawn per 10 minutes; what is kept is served to anyone.
 */
export async function keptResultPdf(
  deps: { db: Kysely<Database>; client: string; siteUrl: string },
  request: { answers: Answers; locale: Locale; now: Date; minor?: boolean },
): Promise<KeptPdfOutcome> {
  const key = `${request.locale} ${request.now.toISOString().slice(0, 10)} ${withMinor(resultPath(request.answers), request.minor)}`;
  const ready = kept.get(key)?.pdf ?? (await drawing.get(key));
  if (ready) return { ok: true, pdf: ready };
  const limit = await hitRateLimit(deps.db, { key: `result-pdf:client:${deps.client}`, limit: RESULT_PDFS_PER_CLIENT, windowMs: CLIENT_WINDOW_MS }, request.now);
  if (!limit.allowed) return { ok: false, refused: limit };
  const drawn = renderResultPdf(request.answers, deps.siteUrl, request.now, request.locale, request.minor);
  drawing.set(key, drawn);
  try {
    const pdf = await drawn;
    kept.set(key, { pdf, bytes: pdf.byteLength });
    return { ok: true, pdf };
  } finally {
    drawing.delete(key);
  }
}
