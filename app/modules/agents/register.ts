import type { Translate } from "~/modules/i18n/i18n";

/**
 * The public register of the Office of the Migration Agents Registration Authority (OMARA). Its search
 * takes the MARN typed into the page's own form, so the card links to the search and names the number.
 */
export const AGENT_REGISTER_URL = "https://portal.mara.gov.au/search-the-register-of-migration-agents/";

/** The public view of an agent, as the result, the booking page and the booking form show it. */
export interface PublicAgent {
  id: string;
  name: string;
  marn: string;
  /** Whole years of experience; null until the administrator enters it (an older profile stated none). */
  experienceYears: number | null;
  languages: string;
  locations: string;
  photo: string;
  bio: string;
  /** A seeded example profile: labelled as such, its number not presented as a registration. */
  isSample: boolean;
}

/** How a card names the number: a sample's is not presented as a real registration. */
export function marnLabel(agent: Pick<PublicAgent, "marn" | "isSample">): string {
  return agent.isSample ? `Sample MARN ${agent.marn} (not on the register)` : `MARN ${agent.marn}`;
}

/** The booking form's value and label for 'no preference'. */
export const ANY_AGENT = { value: "any", label: "Any available agent" } as const;

/**
 * "12 years' experience" in the page's language, worded by the catalog's plural forms. Null (an older
 * profile whose text stated no number, until the administrator enters it) words nothing.
 */
export function experienceText(years: number | null, t: Translate): string | null {
  return years === null ? null : t("agent.experience", { years });
}
