import { escapeHtml } from "~/lib/escape-html";
import type { MailContent } from "../mail-types";
import { buttonHtml, paragraphsToHtml, renderMailLayout, textFooter, type LayoutLanguage, type MailFrame } from "./layout";

/** A reminder message's words, already in the traveller's language, and its links. */
export interface ReminderMailWords {
  subject: string;
  /** Paragraphs of the body, in order. */
  paragraphs: string[];
  /** The official page of the visa, with its label. */
  official: { url: string; label: string };
  /** The delete link and the sentence around it. */
  remove: { url: string; label: string; note: string };
}

/**
 * The confirmation and the two reminders share one shape: a few paragraphs, the visa's official page,
 * and the link that deletes the stored request (in every message, so the traveller can always stop them).
 */
export function buildReminderEmail(frame: MailFrame, words: ReminderMailWords, language?: LayoutLanguage): MailContent {
  const html = [
    paragraphsToHtml(words.paragraphs.join("\n\n")),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(words.official.url)}" style="color:#134a75">${escapeHtml(words.official.label)}</a></p>`,
    paragraphsToHtml(words.remove.note),
    buttonHtml(words.remove.url, words.remove.label),
  ].join("\n");
  const text = [...words.paragraphs, `${words.official.label}: ${words.official.url}`, words.remove.note, `${words.remove.label}: ${words.remove.url}`].join("\n\n");
  return {
    subject: words.subject,
    text: `${text}\n\n${textFooter(frame, language)}`,
    html: renderMailLayout(frame, words.subject, html, language),
  };
}
