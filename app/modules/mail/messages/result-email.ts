import { describeSource } from "~/content/facts";
import { resultSummaryText, type ResultSummary } from "~/modules/eligibility/result-summary";
import { escapeHtml } from "../escape-html";
import type { MailContent } from "../mail-types";
import { buttonHtml, detailsTableHtml, renderMailLayout, textFooter, type MailFrame } from "./layout";

export const RESULT_EMAIL_SUBJECT = "Your Australian visa check result";

const levelColours: Record<ResultSummary["level"], string> = { likely: "#15803d", caution: "#b45309", unlikely: "#b91c1c" };

const paragraph = (text: string, style = "") => `<p style="margin:0 0 12px;${style}">${escapeHtml(text)}</p>`;
const link = (href: string, label = href) => `<a href="${escapeHtml(href)}" style="color:#134a75">${escapeHtml(label)}</a>`;
const list = (items: string[]) => `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li style="margin:0 0 6px">${item}</li>`).join("")}</ul>`;
const heading = (text: string) => `<h2 style="margin:20px 0 8px;font-size:17px;color:#134a75">${escapeHtml(text)}</h2>`;

/** A checker result as an e-mail: the same summary as the PDF, with links back to the result and to its PDF. */
export function buildResultEmail(frame: MailFrame, summary: ResultSummary, links: { result: string; pdf: string }): MailContent {
  const parts: string[] = [
    `<p style="margin:0 0 8px;font-size:20px;font-weight:800;color:${levelColours[summary.level]}">${escapeHtml(summary.headline)}</p>`,
    paragraph(summary.summary),
    detailsTableHtml(summary.answers),
    paragraph(summary.why),
  ];
  if (summary.visa) {
    parts.push(
      heading(`Recommended: ${summary.visa.name}`),
      list(summary.visa.figures.map((figure) => `<strong>${escapeHtml(figure.label)}:</strong> ${escapeHtml(figure.text)}`)),
      paragraph(`What to do next: ${summary.visa.nextStep}`),
      `<p style="margin:0 0 12px">${link(summary.visa.officialUrl, "Official page")}</p>`,
    );
  }
  if (summary.alternatives.length) {
    parts.push(heading("Also possible"), list(summary.alternatives.map((item) => `${escapeHtml(item.name)}. ${escapeHtml(item.when)} ${link(item.officialUrl, "Official page")}`)));
  }
  if (summary.findings.length) {
    parts.push(
      heading("What to act on"),
      list(summary.findings.map((item) => `<strong>${escapeHtml(item.label)}:</strong> ${escapeHtml(`${item.problem} ${item.nextStep}`)} ${link(item.link, "Official page")}`)),
    );
  }
  for (const note of summary.notes) parts.push(`<p style="margin:0 0 12px">${escapeHtml(note.text)}${note.link ? ` ${link(note.link, "Official page")}` : ""}</p>`);
  if (summary.checklist.length) parts.push(heading("Documents checklist"), list(summary.checklist.map((item) => `&#9744; ${escapeHtml(item)}`)));
  if (summary.sources.length) {
    parts.push(
      heading("Sources"),
      list(summary.sources.map((source) => `${link(source.url, describeSource(source))}${source.indexedEachJuly ? " (indexed every 1 July)" : ""}`)),
    );
  }
  parts.push(
    paragraph(summary.figuresNote, "font-size:13px;color:#475569"),
    buttonHtml(links.result, "See this result again"),
    `<p style="margin:0 0 12px">${link(links.pdf, "Download it as a PDF")}</p>`,
    paragraph(summary.disclaimer, "font-size:13px;color:#475569"),
  );
  return {
    subject: RESULT_EMAIL_SUBJECT,
    text: `${resultSummaryText(summary, links)}\n\n${textFooter(frame)}`,
    html: renderMailLayout(frame, RESULT_EMAIL_SUBJECT, parts.join("\n")),
  };
}
