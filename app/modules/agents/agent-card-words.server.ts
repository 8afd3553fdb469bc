import type { Translate } from "~/modules/i18n/i18n";
import { experienceText, type PublicAgent } from "./register";

/**
 * The agent cards' words in the page's language, worded on the server for the booking page: the result's
 * offer words them in the browser with the checker's messages, which the booking page does not carry.
 * Each is keyed by the value it words (a name, a number, a count of years), as the card asks for them.
 */
export interface AgentCardWords {
  sample: string;
  newTab: string;
  photo: Record<string, string>;
  marn: Record<string, string>;
  checkRegister: Record<string, string>;
  experience: Record<number, string>;
  languages: Record<string, string>;
  basedIn: Record<string, string>;
}

export function agentCardWords(agents: readonly PublicAgent[], t: Translate): AgentCardWords {
  const words: AgentCardWords = {
    sample: t("result.offer.agent.sample"),
    newTab: t("result.new-tab"),
    photo: {},
    marn: {},
    checkRegister: {},
    experience: {},
    languages: {},
    basedIn: {},
  };
  for (const agent of agents) {
    words.photo[agent.name] = t("result.offer.agent.photo", { name: agent.name });
    words.marn[`${agent.isSample}:${agent.marn}`] = agent.isSample
      ? t("result.offer.agent.sample-marn", { marn: agent.marn })
      : t("result.offer.agent.marn", { marn: agent.marn });
    words.checkRegister[agent.marn] = t("result.offer.agent.check-register", { marn: agent.marn });
    const experience = experienceText(agent.experienceYears, t);
    if (agent.experienceYears !== null && experience !== null) words.experience[agent.experienceYears] = experience;
    words.languages[agent.languages] = t("booking.agent.languages", { languages: agent.languages });
    words.basedIn[agent.locations] = t("booking.agent.based-in", { places: agent.locations });
  }
  return words;
}
