import { sign, verifySignature } from "~/lib/signing-secret.server";
import { isTemplateStream, type TemplateStream } from "~/modules/template-pdf/template-content";

/** Download links in e-mails work for a week. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
export const DOWNLOAD_PATH = "/template/download";

function signedValue(stream: string, ref: string, expires: string): string {
  return `template-download:${stream}:${ref}:${expires}`;
}

/** A signed, expiring link to the template of one stream; `ref` names the order it was bought with. */
export function createDownloadLink(publicUrl: string, stream: TemplateStream, ref: string, now = new Date()): string {
  const expires = String(Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000));
  const params = new URLSearchParams({ stream, ref, expires, sig: sign(signedValue(stream, ref, expires)) });
  return `${publicUrl}${DOWNLOAD_PATH}?${params.toString()}`;
}

export type DownloadCheck = { ok: true; stream: TemplateStream } | { ok: false; reason: "invalid" | "expired" };

/** Checks a download link's signature first, then its age, so a forged link never learns whether it expired. */
export function verifyDownloadLink(params: URLSearchParams, now = new Date()): DownloadCheck {
  const stream = params.get("stream") ?? "";
  const ref = params.get("ref") ?? "";
  const expires = params.get("expires") ?? "";
  const sig = params.get("sig") ?? "";
  if (!isTemplateStream(stream) || !/^\d{1,12}$/.test(expires) || !ref || ref.length > 100 || !sig) return { ok: false, reason: "invalid" };
  if (!verifySignature(signedValue(stream, ref, expires), sig)) return { ok: false, reason: "invalid" };
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, stream };
}
