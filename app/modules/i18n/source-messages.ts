import { formatDate } from "./format";
import type { Translate } from "./i18n";
import type { Locale } from "./locales";

/**
 * The titles of the official pages the result's figures cite (app/content/facts.ts), in the page's
 * language. The facts record keeps them in English; each title the result can cite has a message, worded
 * in English as the record does (a test), and a title without one stays as written.
 */
const names: Readonly<Record<string, (t: Translate) => string>> = {
  "Home Affairs: Visitor visa (subclass 600)": (t) => t("source.visitor-600"),
  "Home Affairs: Visitor visa (subclass 600), charges under the Migration Regulations, schedule 1 item 1236": (t) => t("source.charges-600"),
  "Home Affairs: eVisitor (subclass 651)": (t) => t("source.evisitor-651"),
  "Home Affairs: Electronic Travel Authority (subclass 601)": (t) => t("source.eta-601"),
  "Home Affairs: Visitor visa, Business Visitor stream": (t) => t("source.business"),
  "Home Affairs: global visa processing times (an estimator; the day counts are quoted by guides)": (t) => t("source.processing"),
  "Home Affairs: Visitor visa (subclass 600), Tourist stream: parents of Australian citizens and permanent residents": (t) => t("source.parents"),
  "Home Affairs: global visa processing times (updated monthly)": (t) => t("source.processing-times"),
  "Home Affairs: Sponsored Family stream and form 1149 (amounts as quoted by secondary sources)": (t) => t("source.security-bond"),
};

const dates: Readonly<Record<string, (t: Translate) => string>> = {
  "charge as indexed on 1 July 2025, quoted alike by 2026 guides": (t) => t("source.charges-600.dated"),
};

/** A cited page's title in the language. */
export function sourceNameIn(name: string, t: Translate): string {
  return names[name]?.(t) ?? name;
}

/** A cited page's own date as read ('page last updated 17/11/2025') in the language. */
export function sourceDatedIn(dated: string, locale: Locale, t: Translate): string {
  const updated = /^page last updated (\d{2})\/(\d{2})\/(\d{4})$/.exec(dated);
  if (updated) {
    const [, day, month, year] = updated;
    return t("source.page-updated", { date: locale === "en" ? `${day}/${month}/${year}` : formatDate(`${year}-${month}-${day}`, locale) });
  }
  return dates[dated]?.(t) ?? dated;
}
