/**
 * A message split around one of its placeholders, so a page can mark the value up (a date in <time>, a
 * count in bold) wherever the language puts it: (marker => t('faq.figures-note', { date: marker })) ->
 * ['Figures compared with our facts record on ', '.'].
 */
export function splitAround(message: (marker: string) => string): [before: string, after: string] {
  const marker = "\u0000";
  const [before = "", after = ""] = message(marker).split(marker);
  return [before, after];
}
