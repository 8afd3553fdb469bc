import { sign, verifySignature } from "~/lib/signing-secret.server";
import { templateKindOf, type TemplateKind } from "~/modules/template-pdf/template-content";

/** Download links in e-mails work for a week. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
export const DOWNLOAD_PATH = "/template/download";

function signedValue(template: string, ref: string, expires: string): string {
  return `template-download:${template}:${ref}:${expires}`;
}

/**
 * A signed, expiring link to one template; `ref` names the order it was bought with. The parameter keeps
 * its first name, `stream`, so links e-mailed before templates followed the visa still work.
 */
export function createDownloadLink(publicUrl: string, template: TemplateKind, ref: string, now = new Date()): string {
  const expires = String(Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000));
  const params = new URLSearchParams({ stream: template, ref, expires, sig: sign(signedValue(template, ref, expires)) });
  return `${publicUrl}${DOWNLOAD_PATH}?${params.toString()}`;
}

export type DownloadCheck = { ok: true; template: TemplateKind; ref: string } | { ok: false; reason: "invalid" | "expired" };

/** Checks a download link's signature first, then its age, so a forged link never learns whether it expired. */
export function verifyDownloadLink(params: URLSearchParams, now = new Date()): DownloadCheck {
  const stream = params.get("stream") ?? "";
  const template = templateKindOf(stream);
  const ref = params.get("ref") ?? "";
  const expires = params.get("expires") ?? "";
  const sig = params.get("sig") ?? "";
  if (!template || !/^\d{1,12}$/.test(expires) || !ref || ref.length > 100 || !sig) return { ok: false, reason: "invalid" };
  if (!verifySignature(signedValue(stream, ref, expires), sig)) return { ok: false, reason: "invalid" };
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, template, ref };
}
