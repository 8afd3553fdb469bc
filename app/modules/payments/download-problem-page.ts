import { site } from "~/content/site";
import { escapeHtml } from "~/lib/escape-html";

const messages = {
  expired: {
    title: "This download link has expired",
    text: "Download links in our emails work for 7 days. Please contact us with the email address you used, and we will send you a new link.",
  },
  invalid: {
    title: "This download link is not valid",
    text: "Please use the link exactly as it appears in your email, or contact us and we will send you a new one.",
  },
} as const;

/**
 * A small self-contained page for a download link that cannot be served: the link is opened from an
 * e-mail, so the visitor gets words and a way on rather than a bare status code.
 */
export function downloadProblemPage(reason: keyof typeof messages): string {
  const { title, text } = messages[reason];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#eff6fb;color:#1e293b">
<main style="max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem">
<p style="margin:0 0 1rem;font-weight:700;color:#134a75">${escapeHtml(site.name)}</p>
<h1 style="margin:0 0 1rem;font-size:1.5rem">${escapeHtml(title)}</h1>
<p style="line-height:1.6">${escapeHtml(text)}</p>
<p><a href="/contact" style="color:#134a75;font-weight:600">Contact us</a> &middot; <a href="/" style="color:#134a75;font-weight:600">Return to Homepage</a></p>
</main></body></html>`;
}
