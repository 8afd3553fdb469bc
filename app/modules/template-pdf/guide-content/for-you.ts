/**
 * Which checklist documents matter more after an answer that lowers the verdict: keyed by the question,
 * the documents are told by their words in the checklist (app/content/checklists.ts). In a buyer's
 * guide these documents are marked 'For you' with what the buyer told the checker.
 */
export const checklistForYou: Readonly<Partial<Record<string, RegExp>>> = {
  funds: /funds|enough money/i,
  character: /criminal conviction|police certificates/i,
  previousVisa: /previous passports and visas|refused or cancelled/i,
  sponsorCitizen: /citizenship or permanent residence/i,
  sponsorSettled: /how long your sponsor has lived/i,
  sponsorRelationship: /relationship to the sponsor/i,
  genuineBusinessVisit: /purpose of the trip|organisation you will visit/i,
  relevantBackground: /employer describing|organisation you will visit|conference registration/i,
  workForPay: /employer describing/i,
  stay: /travel plans/i,
};

export const personalTexts = {
  heading: "Your answers, and what they mean for you",
  intro: "What you told the eligibility check when you bought this guide, and the points it asked you to act on.",
  told: "You told the checker",
  verdict: "The checker's verdict",
  nothingToAct: "None of your answers raised a point to act on: follow the guide as it stands.",
  markedForYou: "The documents marked 'For you' in the checklist answer the points above: gather them first.",
  forYou: "For you",
} as const;
