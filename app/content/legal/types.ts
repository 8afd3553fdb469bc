import type { BusinessIdentity } from "~/modules/business/identity";

/** A legal text: dated sections of paragraphs and lists, rendered by one component. */
export type LegalBlock =
  | { type: "p"; text: string; /** A link to another page of the site, after the text. */ link?: { href: string; label: string } }
  | { type: "ul"; items: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The date the text last changed (ISO). Change it whenever the wording changes, never to 'today'. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** Values that differ between installations, filled in when the page is rendered. */
export interface LegalContext {
  siteName: string;
  /** Who runs the site; null on a demo installation. */
  business: BusinessIdentity | null;
}
