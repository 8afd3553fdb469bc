import { Fragment } from "react";
import { Link } from "react-router";
import { site } from "~/content/site";
import { DEFAULT_TEMPLATE_BODY, DEFAULT_TEMPLATE_SUBJECT, DOWNLOAD_BUTTON_LABEL, DOWNLOAD_LINK_PLACEHOLDER } from "~/modules/mail/messages/template-email";

/** One paragraph of the body, with the link placeholder shown as the link it becomes. */
function PreviewParagraph({ text }: { text: string }) {
  const pieces = text.split(DOWNLOAD_LINK_PLACEHOLDER);
  return (
    <p className="mb-4 whitespace-pre-line">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 ? <span className="text-ocean-700 underline">your personal download link</span> : null}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The live preview: the same parts as the e-mail the server builds (logo band, body, download
 * button, footer with the year and a contact link), updated as the form is edited.
 */
export function EmailPreview({ subject, body, senderLine, year }: { subject: string; body: string; senderLine: string; year: number }) {
  const paragraphs = (body.trim() || DEFAULT_TEMPLATE_BODY).split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <section aria-labelledby="email-preview-heading" className="grid content-start gap-3">
      <h2 id="email-preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <p className="text-sm text-slate-600">
        Subject: <strong className="text-slate-900">{subject.trim() || DEFAULT_TEMPLATE_SUBJECT}</strong>
      </p>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center gap-2 bg-ocean-700 px-6 py-4">
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
            <rect width="32" height="32" rx="8" fill="#0f3b5e" />
            <path d="M9 17.5l4.5 4.5L23 11.5" fill="none" stroke="#f4c430" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="text-lg font-bold text-white">{site.name}</span>
        </div>
        <div className="px-6 py-6 text-[15px] leading-relaxed text-slate-800">
          {paragraphs.map((paragraph, index) => (
            <PreviewParagraph key={index} text={paragraph.trim()} />
          ))}
          <span className="mt-2 inline-block rounded-lg bg-ocean-700 px-5 py-3 font-bold text-white">{DOWNLOAD_BUTTON_LABEL}</span>
        </div>
        <div className="border-t border-slate-200 px-6 py-4 text-xs text-slate-600">
          © {year} {site.name} ·{" "}
          <Link to="/contact" className="text-ocean-700 underline">
            Contact us
          </Link>{" "}
          <br />
          {senderLine}
        </div>
      </div>
    </section>
  );
}
