import { englishTranslate } from "~/modules/i18n/english";
import { experienceText, type PublicAgent } from "./register";

/**
 * The agents' years of experience worded by the English catalog, by number of years, for a page that
 * is in English only (the booking page): its browser code does not carry the English catalog.
 */
export function englishExperienceTexts(agents: readonly Pick<PublicAgent, "experienceYears">[]): Record<number, string> {
  const texts: Record<number, string> = {};
  for (const { experienceYears } of agents) {
    const text = experienceText(experienceYears, englishTranslate);
    if (experienceYears !== null && text !== null) texts[experienceYears] = text;
  }
  return texts;
}
