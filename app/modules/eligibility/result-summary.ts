import { buildChecklist, type ChecklistEntry } from "~/modules/checklist/checklist";
import { checklistItemLine, type WordedChecklistItem } from "~/modules/checklist/worded-checklist";
import { sourcesOf, type CitedSource } from "~/content/facts";
import type { WordedOutcome } from "~/modules/i18n/result-messages";
import { decideOutcome, type Outcome, type VerdictLevel } from "./outcome";
import type { Answers } from "./questions";

/**
 * The words around the result's own sentences (headings, labels, the e-mail's subject), in the language
 * the summary is made in; English as the site words them.
 */
export interface ResultWords {
  subject: string;
  /** 'Recommended: <visa>'. */
  recommended: string;
  whatToDoNext: string;
  officialPage: string;
  alsoPossible: string;
  actOn: string;
  pointsToActOn: string;
  checklist: string;
  sources: string;
  indexedEachJuly: string;
  seeAgain: string;
  downloadPdf: string;
}

/**
 * A result in plain words, for the one-page PDF and the e-mail: the answers given, the verdict, the
 * visa with its figures and their sources, what to do next, the documents checklist and the official
 * links. Both print exactly this, so they say what the result page says.
 */
export interface ResultSummary {
  answers: [label: string, value: string][];
  level: VerdictLevel;
  headline: string;
  summary: string;
  why: string;
  visa: {
    name: string;
    figures: { label: string; text: string }[];
    nextStep: string;
    officialUrl: string;
  } | null;
  /** `line` is the alternative in one sentence: 'Also possible: <visa>. <when>'; `item` as listed under a heading. */
  alternatives: { name: string; when: string; officialUrl: string; line: string; item: string }[];
  findings: { label: string; problem: string; nextStep: string; link: string }[];
  notes: { text: string; link?: string }[];
  /** The personal documents checklist: each document, why, and its official page. */
  checklist: readonly WordedChecklistItem[];
  /** Each with `title`: the page and its own date, as cited ('Home Affairs: … (page last updated …)'). */
  sources: (CitedSource & { title: string })[];
  /** 'Figures compared with our facts record on …' and how to treat them. */
  figuresNote: string;
  disclaimer: string;
  outcome: WordedOutcome;
  words: ResultWords;
}

/** The language a summary is made in (app/modules/i18n/result-summary-language.ts). */
export interface SummaryLanguage {
  /** The result in the language (app/modules/i18n/result-messages.ts). */
  outcome: (outcome: Outcome) => WordedOutcome;
  /** The answers' labels and values. */
  answers: (answers: Answers) => [string, string][];
  words: (visaName: string) => ResultWords;
  alternative: (name: string, when: string) => { line: string; item: string };
  /** The personal documents checklist in words. */
  checklist: (entries: readonly ChecklistEntry[]) => WordedChecklistItem[];
  figuresNote: string;
  disclaimer: string;
  /** A cited page and its date, as `describeSource` words them in English. */
  source: (source: CitedSource) => string;
}

export const RESULT_DISCLAIMER =
  "This is a preliminary result, not formal immigration advice. It is based only on your answers. The Department of Home Affairs decides every visa application. For advice on your situation, consider a registered migration agent.";

/**
 * The result in the summary's language (English comes from the English catalog like any other); `minor`
 * is the optional 'Is the traveller under 18?' answer, which adds to the checklist.
 */
export function summariseResult(answers: Answers, language: SummaryLanguage, minor?: boolean): ResultSummary {
  const decided = decideOutcome(answers);
  const outcome = language.outcome(decided);
  const { visa } = outcome;
  const factKeys = [...(visa?.figures.flatMap((figure) => figure.facts) ?? []), ...outcome.notes.flatMap((note) => note.facts ?? [])];
  return {
    answers: language.answers(answers),
    level: outcome.level,
    headline: outcome.headline,
    summary: outcome.summary,
    why: outcome.why,
    visa: visa && {
      name: visa.name,
      figures: visa.figures.map(({ label, text }) => ({ label, text })),
      nextStep: visa.nextStep,
      officialUrl: visa.officialUrl,
    },
    alternatives: outcome.alternatives.map((item) => ({
      name: item.visa.name,
      when: item.when,
      officialUrl: item.visa.officialUrl,
      ...language.alternative(item.visa.name, item.when),
    })),
    findings: outcome.findings.map((item) => ({ label: item.label, problem: item.problem, nextStep: item.nextStep, link: item.link.href })),
    notes: outcome.notes.map((note) => ({ text: note.text, link: note.link?.href })),
    checklist: language.checklist(buildChecklist({ outcome: decided, answers, minor })),
    sources: sourcesOf(factKeys).map((source) => ({ ...source, title: language.source(source) })),
    figuresNote: language.figuresNote,
    disclaimer: language.disclaimer,
    outcome,
    words: language.words(visa?.name ?? ""),
  };
}

/** The result as plain text (the e-mail's text part). */
export function resultSummaryText(summary: ResultSummary, links: { result: string; pdf: string }): string {
  const { words } = summary;
  const lines: string[] = [summary.headline, summary.summary, ""];
  for (const [label, value] of summary.answers) lines.push(`${label}: ${value}`);
  lines.push("", summary.why);
  if (summary.visa) {
    lines.push("", words.recommended);
    for (const figure of summary.visa.figures) lines.push(`- ${figure.label}: ${figure.text}`);
    lines.push(`${words.whatToDoNext} ${summary.visa.nextStep}`, `${words.officialPage}: ${summary.visa.officialUrl}`);
  }
  for (const item of summary.alternatives) lines.push("", item.line, `${words.officialPage}: ${item.officialUrl}`);
  if (summary.findings.length) {
    lines.push("", words.pointsToActOn);
    for (const item of summary.findings) lines.push(`- ${item.label}: ${item.problem} ${item.nextStep} (${item.link})`);
  }
  for (const note of summary.notes) lines.push("", note.link ? `${note.text} (${note.link})` : note.text);
  if (summary.checklist.length) {
    lines.push("", `${words.checklist}:`);
    for (const item of summary.checklist) lines.push(`[ ] ${checklistItemLine(item)}`);
  }
  if (summary.sources.length) {
    lines.push("", `${words.sources}:`);
    for (const source of summary.sources) lines.push(`- ${source.title}${source.indexedEachJuly ? `, ${words.indexedEachJuly}` : ""}: ${source.url}`);
  }
  lines.push("", summary.figuresNote, "", `${words.seeAgain}: ${links.result}`, `${words.downloadPdf}: ${links.pdf}`, "", summary.disclaimer);
  return lines.join("\n");
}
