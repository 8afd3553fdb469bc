/**
 * The words of the Why Visit Australia page (English; other languages in the catalogs under 'why-visit.').
 * Its cards and map come from australia-facts, cities and landmarks.
 */
export interface WhyVisitCopy {
  title: string;
  lead: string;
  /** The hero's second button, down to the map. */
  explore: string;
  factsTitle: string;
  citiesTitle: string;
  /** The map's lead where the visitor can hover (a mouse) and where they can only tap. */
  citiesLeadPointer: string;
  citiesLeadTouch: string;
  mapLabel: string;
  /** Above the phone-width list of cities that stands in for the map's markers. */
  chipsLabel: string;
  /** In the panel while no city is hovered, focused or chosen. */
  mapPrompt: string;
  landmarksTitle: string;
  ctaTitle: string;
  ctaText: string;
}

export const whyVisitCopy: WhyVisitCopy = {
  title: "Why Visit Australia",
  lead:
    "Reef and rainforest, red desert and vibrant cities: Australia packs a continent of experiences into one trip. " +
    "Here is a taste of what is waiting, and how to make sure your visa is ready before you go.",
  explore: "Explore the cities",
  factsTitle: "Quick facts",
  citiesTitle: "Explore Australia's top cities",
  citiesLeadPointer: "Hover over a city, or move to it with the Tab key, to read about it. Press a city to keep it selected.",
  citiesLeadTouch: "Tap a city to read about it. Press a city to keep it selected.",
  mapLabel: "Map of Australia's top cities",
  chipsLabel: "Choose a city:",
  mapPrompt: "Hover over or select a city on the map to learn more about it.",
  landmarksTitle: "Iconic places",
  ctaTitle: "Ready to plan your trip?",
  ctaText:
    "Find out in minutes whether you may qualify for an ETA, an eVisitor or a Visitor visa (subclass 600). It is free, " +
    "and your answers are not saved.",
};
