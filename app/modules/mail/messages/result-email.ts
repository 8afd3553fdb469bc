import { resultSummaryText, type ResultSummary } from "~/modules/eligibility/result-summary";
import { escapeHtml } from "~/lib/escape-html";
import type { MailContent } from "../mail-types";
import { buttonHtml, detailsTableHtml, renderMailLayout, textFooter, type LayoutLanguage, type MailFrame } from "./layout";

export const RESULT_EMAIL_SUBJECT = "Your Australian visa check result";

const levelColours: Record<ResultSummary["level"], string> = { likely: "#15803d", caution: "#b45309", unlikely: "#b91c1c" };

const paragraph = (text: string, style = "") => `<p style="margin:0 0 12px;${style}">${escapeHtml(text)}</p>`;
const link = (href: string, label = href) => `<a href="${escapeHtml(href)}" style="color:#134a75">${escapeHtml(label)}</a>`;
const list = (items: string[]) => `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li style="margin:0 0 6px">${item}</li>`).join("")}</ul>`;
const heading = (text: string) => `<h2 style="margin:20px 0 8px;font-size:17px;color:#134a75">${escapeHtml(text)}</h2>`;

/**
 * A checker result as an e-mail: the same summary as the PDF, with links back to the result and to its
 * PDF, in the summary's language (and the layout's, when given).
 */
export function buildResultEmail(frame: MailFrame, summary: ResultSummary, links: { result: string; pdf: string }, language?: LayoutLanguage): MailContent {
  const { words } = summary;
  const parts: string[] = [
    `<p style="margin:0 0 8px;font-size:20px;font-weight:800;color:${levelColours[summary.level]}">${escapeHtml(summary.headline)}</p>`,
    paragraph(summary.summary),
    detailsTableHtml(summary.answers),
    paragraph(summary.why),
  ];
  if (summary.visa) {
    parts.push(
      heading(words.recommended),
      list(summary.visa.figures.map((figure) => `<strong>${escapeHtml(figure.label)}:</strong> ${escapeHtml(figure.text)}`)),
      paragraph(`${words.whatToDoNext} ${summary.visa.nextStep}`),
      `<p style="margin:0 0 12px">${link(summary.visa.officialUrl, words.officialPage)}</p>`,
    );
  }
  if (summary.alternatives.length) {
    parts.push(heading(words.alsoPossible), list(summary.alternatives.map((item) => `${escapeHtml(item.item)} ${link(item.officialUrl, words.officialPage)}`)));
  }
  if (summary.findings.length) {
    parts.push(
      heading(words.actOn),
      list(summary.findings.map((item) => `<strong>${escapeHtml(item.label)}:</strong> ${escapeHtml(`${item.problem} ${item.nextStep}`)} ${link(item.link, words.officialPage)}`)),
    );
  }
  for (const note of summary.notes) parts.push(`<p style="margin:0 0 12px">${escapeHtml(note.text)}${note.link ? ` ${link(note.link, words.officialPage)}` : ""}</p>`);
  if (summary.checklist.length) {
    parts.push(
      heading(words.checklist),
      list(
        summary.checklist.map(
          (item) =>
            `&#9744; <strong>${escapeHtml(item.text)}</strong><br><span style="font-size:13px;color:#475569">${escapeHtml(item.why)} ${link(item.link.href, item.link.label)}</span>`,
        ),
      ),
    );
  }
  if (summary.sources.length) {
    parts.push(
      heading(words.sources),
      list(summary.sources.map((source) => `${link(source.url, source.title)}${source.indexedEachJuly ? ` (${escapeHtml(words.indexedEachJuly)})` : ""}`)),
    );
  }
  parts.push(
    paragraph(summary.figuresNote, "font-size:13px;color:#475569"),
    buttonHtml(links.result, words.seeAgain),
    `<p style="margin:0 0 12px">${link(links.pdf, words.downloadPdf)}</p>`,
    paragraph(summary.disclaimer, "font-size:13px;color:#475569"),
  );
  return {
    subject: words.subject,
    text: `${resultSummaryText(summary, links)}\n\n${textFooter(frame, language)}`,
    html: renderMailLayout(frame, words.subject, parts.join("\n"), language),
  };
}
