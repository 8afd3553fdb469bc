import type { VisaId } from "./visas";

/**
 * A sentence of the result as a message id and the figures and names it quotes, beside its English text,
 * so the result can be given in the page's language (app/modules/i18n/result-messages.ts). The values are
 * kept as data (a passport code, an amount in AUD, a count), not as words: each language words them.
 */
export type SentenceValue =
  /** A passport inside a sentence ('a passport of Germany'); `start` when it begins the sentence. */
  | { passport: string; start?: boolean }
  | { visa: VisaId }
  /** A whole-dollar amount in AUD. */
  | { aud: number }
  | { audRange: { min: number; max: number } }
  /** A count the sentence words with its unit (months, hours), plural by the language's rules. */
  | { count: number }
  | { range: { min: number; max: number } }
  /** Numbers joined with 'or'. */
  | { choices: readonly number[] }
  /** A length of time written as in the facts record: '5 years', '18 months'. */
  | { duration: string };

export interface Sentence {
  id: string;
  values?: Readonly<Record<string, SentenceValue>>;
}
