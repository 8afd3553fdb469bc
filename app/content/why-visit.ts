/** Copy of the Why Visit Australia page; its cards and map come from australia-facts, cities and landmarks. */
export const whyVisitHero = {
  title: "Why Visit Australia",
  lead:
    "Reef and rainforest, red desert and vibrant cities: Australia packs a continent of experiences into one trip. " +
    "Here is a taste of what is waiting, and how to make sure your visa is ready before you go.",
};

export const mapPrompt = "Hover over or select a city on the map to learn more about it.";
