import { etaServiceCharge } from "~/content/facts";
import { formatAmount } from "~/modules/i18n/format";
import type { Translate } from "~/modules/i18n/i18n";
import type { Locale } from "~/modules/i18n/locales";
import type { ChecklistEntry, ChecklistLinkId, PersonalItemId } from "./checklist";

/** A checklist item as the result page, the PDF, the e-mail and the API show it. */
export interface WordedChecklistItem {
  id: PersonalItemId;
  text: string;
  why: string;
  link: { label: string; href: string };
}

/** The links' labels: the visa's own page as the result labels it, the pages the result already links as it names them. */
const linkLabels: Readonly<Record<ChecklistLinkId, string>> = {
  visa: "result.official-page",
  "form-1149": "checklist.link.form-1149",
  "form-1229": "checklist.link.form-1229",
  health: "checklist.link.health",
  character: "link.character",
  sponsored: "link.sponsored",
  business: "link.business",
};

/** A personal checklist in the page's language; the visa's own page is labelled as the result labels it. */
export function wordChecklist(entries: readonly ChecklistEntry[], locale: Locale, t: Translate): WordedChecklistItem[] {
  const amount = formatAmount(etaServiceCharge.value, locale);
  return entries.map((entry) => ({
    id: entry.id,
    text: t(`checklist.${entry.id}`, { amount }),
    why: t(`checklist.why.${entry.why}`),
    link: { label: t(linkLabels[entry.link.id]), href: entry.link.href },
  }));
}

/** One line of an item in plain text: the document, why, and where to read more. */
export function checklistItemLine(item: WordedChecklistItem): string {
  return `${item.text}. ${item.why} (${item.link.href})`;
}
