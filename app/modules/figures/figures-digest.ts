import { escapeHtml } from "~/lib/escape-html";
import type { MailContent } from "~/modules/mail/mail-types";
import { renderMailLayout, textFooter, type MailFrame } from "~/modules/mail/messages/layout";
import { describeValue } from "./figure-kinds";
import { figureLabels } from "./figure-labels";
import type { FigureRecord } from "./figures-store.server";
import type { CheckReason } from "./staleness";

/** Why, in the digest's words. */
function reasonText(reason: CheckReason, months: number): string {
  return reason === "indexed" ? "a visa charge: a 1 July has passed since it was last checked" : `not checked for ${months} months or more`;
}

/** The weekly message listing the figures to check, each with its value, source and why. */
export function figuresDigest(frame: MailFrame, due: readonly { figure: FigureRecord; reason: CheckReason }[], months: number): MailContent {
  const subject = `Figures to check: ${due.length}`;
  const adminUrl = `${frame.siteUrl}/admin/figures`;
  const lines = due.map(
    ({ figure, reason }) =>
      `- ${figureLabels[figure.key]}: ${describeValue(figure.kind, figure.value)}, last checked ${figure.checkedOn} (${reasonText(reason, months)}). Source: ${figure.source.url}`,
  );
  const text = [
    `${due.length} of the figures the site quotes need checking against their sources.`,
    "Until they are checked, the site says beside each that it may be out of date.",
    "",
    ...lines,
    "",
    `Check them under Admin, Figures: ${adminUrl}`,
    "",
    textFooter(frame),
  ].join("\n");
  const items = due
    .map(
      ({ figure, reason }) =>
        `<li style="margin:0 0 8px"><strong>${escapeHtml(figureLabels[figure.key])}</strong>: ${escapeHtml(describeValue(figure.kind, figure.value))}, ` +
        `last checked ${escapeHtml(figure.checkedOn)} (${escapeHtml(reasonText(reason, months))}). ` +
        `<a href="${escapeHtml(figure.source.url)}">Source</a></li>`,
    )
    .join("");
  const body =
    `<p>${due.length} of the figures the site quotes need checking against their sources. Until they are checked, the site says beside each that it may be out of date.</p>` +
    `<ul style="padding-left:20px">${items}</ul>` +
    `<p><a href="${escapeHtml(adminUrl)}">Check them under Admin, Figures</a></p>`;
  return { subject, text, html: renderMailLayout(frame, subject, body) };
}
