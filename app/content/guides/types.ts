import type { FaqQuestion } from "../faq";
import type { FactKey } from "../facts";

/** A piece of guide text. Guides are data, rendered by one component, so they can be checked and reused. */
export type GuideBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "table"; caption: string; head: [string, string]; rows: [string, string][] }
  | { type: "links"; items: { label: string; href: string }[] };

export interface GuideSection {
  id: string;
  heading: string;
  blocks: GuideBlock[];
}

/** The numbered application steps; the India guide also publishes them as HowTo structured data. */
export interface GuideHowTo {
  name: string;
  description: string;
  steps: { name: string; text: string }[];
}

export interface Guide {
  /** The guide's URL path, e.g. '/australia-visitor-visa-from-india'. */
  path: string;
  country: string;
  /** The passport the guide is for (the checker's code): it links to that passport's generated guide. */
  passport: string;
  /** The visible page heading. */
  title: string;
  /** The document title (without the site name) and meta description. */
  metaTitle: string;
  description: string;
  lead: string;
  /** The 'at a glance' card: label and value pairs. */
  atAGlance: { label: string; value: string }[];
  sections: GuideSection[];
  howTo: GuideHowTo;
  faq: FaqQuestion[];
  /** Every fact the guide quotes, for its 'Where the figures come from' list. */
  facts: readonly FactKey[];
  /** Publish FAQPage and HowTo structured data (the India guide, whose questions and steps suit rich results). */
  structuredData: boolean;
  image: { src: string; alt: string };
}
