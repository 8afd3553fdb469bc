import { site } from "~/content/site";
import { senderLine, type BusinessIdentity } from "~/modules/business/identity";
import { escapeHtml } from "~/lib/escape-html";

/** The footer's words and the document's language, for a message in another language than English. */
export interface LayoutLanguage {
  lang: string;
  contactUs: string;
  notAffiliated: string;
  notAdvice: string;
}

const englishLayout: LayoutLanguage = {
  lang: "en",
  contactUs: "Contact us",
  notAffiliated: "We are not a government agency and are not affiliated with the Department of Home Affairs.",
  notAdvice: "This is general information, not formal immigration advice.",
};

/** What every message needs to know about the site it comes from. */
export interface MailFrame {
  siteUrl: string;
  /** Who runs the site; null on a demo installation, whose messages say so in their footer. */
  business: BusinessIdentity | null;
  year: number;
}

/**
 * The branded HTML shell of every message: the site's mark and name on an ocean-blue band, the body,
 * and a footer with the year and a contact link. Inline styles and tables, because mail clients
 * ignore style sheets; the mark is drawn with text so it shows even when images are blocked.
 */
export function renderMailLayout(frame: MailFrame, title: string, bodyHtml: string, language: LayoutLanguage = englishLayout): string {
  const contactUrl = `${frame.siteUrl}/contact`;
  return `<!doctype html>
<html lang="${escapeHtml(language.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;overflow:hidden">
<tr><td style="background:#134a75;padding:20px 28px">
<span style="display:inline-block;width:32px;height:32px;line-height:32px;border-radius:8px;background:#0f3b5e;color:#f4c430;font-weight:800;text-align:center;font-size:20px">&#10003;</span>
<span style="color:#ffffff;font-size:18px;font-weight:700;vertical-align:middle;margin-left:8px">${escapeHtml(site.name)}</span>
</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#475569">
&copy; ${frame.year} ${escapeHtml(site.name)} &middot; <a href="${escapeHtml(contactUrl)}" style="color:#134a75">${escapeHtml(language.contactUs)}</a><br>
${escapeHtml(senderLine(frame.business))}<br>
${escapeHtml(`${language.notAffiliated} ${language.notAdvice}`)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The plain-text footer matching the HTML one. */
export function textFooter(frame: MailFrame, language: LayoutLanguage = englishLayout): string {
  return `--\n© ${frame.year} ${site.name} · ${language.contactUs}: ${frame.siteUrl}/contact\n${senderLine(frame.business)}\n${language.notAffiliated}`;
}

/** Text paragraphs (blank-line separated) as HTML paragraphs, line breaks kept, everything escaped. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** A call-to-action link styled as a button. */
export function buttonHtml(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#134a75;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** Label/value rows for notices (booking, contact). */
export function detailsTableHtml(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#475569;font-weight:600;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${cells}</table>`;
}

export function detailsText(rows: Array<[string, string]>): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}
