/**
 * Four tourism fact cards, shown on the home page and on Why Visit Australia.
 * The icon names map to icons in the fact card component, so the content stays plain data.
 */
export type FactIcon = "globe" | "waves" | "paw" | "landmark";

export interface TourismFact {
  icon: FactIcon;
  title: string;
  description: string;
}

export const tourismFacts: TourismFact[] = [
  {
    icon: "globe",
    title: "A continent of its own",
    description: "The world's sixth-largest country, from tropical rainforest in the north to snowfields in the south.",
  },
  {
    icon: "waves",
    title: "More than 10,000 beaches",
    description: "Enough to visit a different beach every day for more than 27 years, from surf breaks to quiet coves.",
  },
  {
    icon: "paw",
    title: "Wildlife found nowhere else",
    description: "Kangaroos, koalas, wombats and platypus: most of Australia's mammals, reptiles and frogs live only here.",
  },
  {
    icon: "landmark",
    title: "World Heritage wonders",
    description: "The Great Barrier Reef, Uluru, the Sydney Opera House and Tasmania's wilderness are all on UNESCO's list.",
  },
];
