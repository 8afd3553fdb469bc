import type { FactKey } from "~/content/facts";
import type { FindingLevel, Link } from "~/modules/eligibility/findings";
import type { Finding, Outcome, OutcomeNote, OutcomeRoute, VerdictLevel } from "~/modules/eligibility/outcome";
import type { Purpose, Stream } from "~/modules/eligibility/questions";
import type { Sentence, SentenceValue } from "~/modules/eligibility/sentences";
import { pointerVisaIds, type Visa, type VisaFigure, type VisaId } from "~/modules/eligibility/visas";
import { formatAmount, formatAmountRange, formatChoices, formatDuration, formatNumberRange } from "./format";
import type { MessageValues, Translate } from "./i18n";
import type { Locale } from "./locales";
import { passportInSentenceIn } from "./place-names";

/**
 * The checker's result in words. The rules (eligibility/outcome.ts, findings.ts, visas.ts) return codes
 * and values only; every text here, English included, comes from the page language's catalog.
 */

export interface WordedLink {
  label: string;
  href: string;
}

export interface WordedFigure {
  kind: VisaFigure["kind"];
  label: string;
  text: string;
  facts: readonly FactKey[];
}

export interface WordedVisa {
  id: VisaId;
  subclass: Visa["subclass"];
  stream?: Stream;
  name: string;
  summary: string;
  figures: readonly WordedFigure[];
  nextStep: string;
  officialUrl: string;
}

export interface WordedFinding {
  id: Finding["id"];
  level: FindingLevel;
  unanswered: boolean;
  /** The finding's heading. */
  label: string;
  problem: string;
  nextStep: string;
  link: WordedLink;
}

export interface WordedNote {
  text: string;
  link?: WordedLink;
  facts?: readonly FactKey[];
}

/** An outcome as the result page, the API, the e-mail and the PDF show it. */
export interface WordedOutcome {
  route: OutcomeRoute;
  level: VerdictLevel;
  headline: string;
  summary: string;
  why: string;
  passport: string | undefined;
  stream: Purpose;
  visa: WordedVisa | null;
  alternatives: { visa: WordedVisa; when: string }[];
  findings: WordedFinding[];
  notes: WordedNote[];
}

/**
 * A visa's or a link's message id: 'visa.<id>.…', 'link.<id>'. The visas only a pointer names word theirs
 * under 'pointer.', and so does the one page of a pointer's own, the Transit visa's, linked under its visa's id.
 */
function ownMessage(kind: "visa" | "link", id: string): string {
  return `${(pointerVisaIds as readonly string[]).includes(id) ? "pointer." : ""}${kind}.${id}`;
}

/** The official name of a visa (subclass numbers and stream names as Home Affairs writes them). */
export function visaName(id: VisaId, t: Translate): string {
  return t(`${ownMessage("visa", id)}.name`);
}

/** One figure or name a sentence quotes, as the language writes it. */
function sentenceValue(value: SentenceValue, locale: Locale, t: Translate): string | number {
  if ("passport" in value) return passportInSentenceIn(value.passport, locale, t, value.start);
  if ("visa" in value) return visaName(value.visa, t);
  if ("aud" in value) return formatAmount(value.aud, locale);
  if ("audRange" in value) return formatAmountRange(value.audRange, locale);
  if ("count" in value) return value.count;
  if ("range" in value) return formatNumberRange(value.range, locale);
  if ("choices" in value) return formatChoices(value.choices, locale);
  return formatDuration(value.duration, locale);
}

/** A sentence of the result (headline, why, a condition, a note, a figure) in the page's language. */
export function localizeSentence(sentence: Sentence, locale: Locale, t: Translate): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(sentence.values ?? {})) values[name] = sentenceValue(value, locale, t);
  return t(sentence.id, values);
}

function localizeLink(link: Link, t: Translate): WordedLink {
  return { label: t(ownMessage("link", link.id)), href: link.href };
}

/** A visa with its official name, what it allows, its figures and what to do next in the page's language. */
export function localizeVisa(visa: Visa, locale: Locale, t: Translate): WordedVisa {
  return {
    id: visa.id,
    subclass: visa.subclass,
    ...(visa.stream ? { stream: visa.stream } : {}),
    name: visaName(visa.id, t),
    summary: t(`${ownMessage("visa", visa.id)}.summary`),
    figures: visa.figures.map((figure) => ({
      kind: figure.kind,
      label: t(`figure.${figure.kind}`),
      text: localizeSentence(figure.sentence, locale, t),
      facts: figure.facts,
    })),
    nextStep: t(`${ownMessage("visa", visa.id)}.next-step`),
    officialUrl: visa.officialUrl,
  };
}

function localizeNote(note: OutcomeNote, locale: Locale, t: Translate): WordedNote {
  return {
    text: localizeSentence(note.sentence, locale, t),
    ...(note.link ? { link: localizeLink(note.link, t) } : {}),
    ...(note.facts ? { facts: note.facts } : {}),
  };
}

/** A finding (what an answer means and what to do) in the page's language. */
export function localizeFinding(finding: Finding, locale: Locale, t: Translate): WordedFinding {
  return {
    id: finding.id,
    level: finding.level,
    unanswered: finding.unanswered,
    label: localizeSentence(finding.heading, locale, t),
    problem: localizeSentence(finding.problem, locale, t),
    nextStep: localizeSentence(finding.nextStep, locale, t),
    link: localizeLink(finding.link, t),
  };
}

/** The result in the page's language: headline, summary, why, visas, alternatives, findings and notes. */
export function localizeOutcome(outcome: Outcome, locale: Locale, t: Translate): WordedOutcome {
  return {
    route: outcome.route,
    level: outcome.level,
    headline: localizeSentence(outcome.headline, locale, t),
    summary: localizeSentence(outcome.summary, locale, t),
    why: localizeSentence(outcome.why, locale, t),
    passport: outcome.passport,
    stream: outcome.stream,
    visa: outcome.visa && localizeVisa(outcome.visa, locale, t),
    alternatives: outcome.alternatives.map((alternative) => ({
      visa: localizeVisa(alternative.visa, locale, t),
      when: localizeSentence(alternative.when, locale, t),
    })),
    findings: outcome.findings.map((finding) => localizeFinding(finding, locale, t)),
    notes: outcome.notes.map((note) => localizeNote(note, locale, t)),
  };
}
