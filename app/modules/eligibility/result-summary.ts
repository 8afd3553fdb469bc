import { checklists } from "~/content/checklists";
import { FIGURES_COMPARED_ON, describeSource, sourcesOf, type CitedSource } from "~/content/facts";
import { formatIsoDate } from "~/content/format";
import { countryName } from "./countries";
import { decideOutcome, templateVisaOf, type Outcome, type VerdictLevel } from "./outcome";
import { passportName } from "./passport-names";
import { findSubQuestion, isStream, streamLabels, type Answers } from "./questions";

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
  alternatives: { name: string; when: string; officialUrl: string }[];
  findings: { label: string; problem: string; nextStep: string; link: string }[];
  notes: { text: string; link?: string }[];
  checklist: readonly string[];
  sources: CitedSource[];
  /** 'Figures compared with our facts record on …' and how to treat them. */
  figuresNote: string;
  disclaimer: string;
  outcome: Outcome;
}

export const RESULT_DISCLAIMER =
  "This is a preliminary result, not formal immigration advice. It is based only on your answers. The Department of Home Affairs decides every visa application. For advice on your situation, consider a registered migration agent.";

export function figuresNote(): string {
  return `Figures compared with our facts record on ${formatIsoDate(FIGURES_COMPARED_ON)}. We cannot check the official pages live: confirm figures there before you apply. Visa charges change every 1 July.`;
}

/** The answers as label and value, in the order asked. */
function answerRows(answers: Answers): [string, string][] {
  const rows: [string, string][] = [];
  if (answers.country) rows.push(["Country of residence", countryName(answers.country)]);
  if (answers.passport) rows.push(["Passport", passportName(answers.passport)]);
  if (isStream(answers.stream)) rows.push(["Purpose", streamLabels[answers.stream]]);
  const stay = findSubQuestion("stay").options.find((option) => option.value === answers.stay);
  if (stay) rows.push(["Length of stay", stay.label]);
  return rows;
}

export function summariseResult(answers: Answers): ResultSummary {
  const outcome = decideOutcome(answers);
  const { visa } = outcome;
  const template = templateVisaOf(outcome);
  const factKeys = [...(visa?.figures.flatMap((figure) => figure.facts) ?? []), ...outcome.notes.flatMap((note) => note.facts ?? [])];
  return {
    answers: answerRows(answers),
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
    alternatives: outcome.alternatives.map((item) => ({ name: item.visa.name, when: item.when, officialUrl: item.visa.officialUrl })),
    findings: outcome.findings.map((item) => ({ label: item.label, problem: item.problem, nextStep: item.nextStep, link: item.link.href })),
    notes: outcome.notes.map((note) => ({ text: note.text, link: note.link?.href })),
    checklist: template ? checklists[template] : [],
    sources: sourcesOf(factKeys),
    figuresNote: figuresNote(),
    disclaimer: RESULT_DISCLAIMER,
    outcome,
  };
}

/** The result as plain text (the e-mail's text part). */
export function resultSummaryText(summary: ResultSummary, links: { result: string; pdf: string }): string {
  const lines: string[] = [summary.headline, summary.summary, ""];
  for (const [label, value] of summary.answers) lines.push(`${label}: ${value}`);
  lines.push("", summary.why);
  if (summary.visa) {
    lines.push("", `Recommended: ${summary.visa.name}`);
    for (const figure of summary.visa.figures) lines.push(`- ${figure.label}: ${figure.text}`);
    lines.push(`What to do next: ${summary.visa.nextStep}`, `Official page: ${summary.visa.officialUrl}`);
  }
  for (const item of summary.alternatives) lines.push("", `Also possible: ${item.name}. ${item.when}`, `Official page: ${item.officialUrl}`);
  if (summary.findings.length) {
    lines.push("", "Points to act on:");
    for (const item of summary.findings) lines.push(`- ${item.label}: ${item.problem} ${item.nextStep} (${item.link})`);
  }
  for (const note of summary.notes) lines.push("", note.link ? `${note.text} (${note.link})` : note.text);
  if (summary.checklist.length) {
    lines.push("", "Documents checklist:");
    for (const item of summary.checklist) lines.push(`[ ] ${item}`);
  }
  if (summary.sources.length) {
    lines.push("", "Sources:");
    for (const source of summary.sources) lines.push(`- ${describeSource(source)}${source.indexedEachJuly ? ", indexed every 1 July" : ""}: ${source.url}`);
  }
  lines.push("", summary.figuresNote, "", `See this result again: ${links.result}`, `Download it as a PDF: ${links.pdf}`, "", summary.disclaimer);
  return lines.join("\n");
}
