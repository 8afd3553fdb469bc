import type { AboutContent } from "~/content/about";
import type { TourismFact } from "~/content/australia-facts";
import { cities, type City } from "~/content/cities";
import type { Landmark } from "~/content/landmarks";
import { aboutPage, whyVisitPage } from "~/content/public-pages";
import { defaultShareImage, site } from "~/content/site";
import type { WhyVisitCopy } from "~/content/why-visit";
import type { ShareImage } from "~/lib/seo";
import { localizeAbout, localizeCityNames, localizeLandmarks, localizeTourismFacts } from "./home-messages";
import type { Translate } from "./i18n";
import { localizePath, type Locale } from "./locales";

/**
 * The About page and Why Visit Australia in the page's language, put together by their loaders on the
 * server, so the browser gets the texts as page data and none of these messages. The English words stay
 * data in content/ (about.ts, why-visit.ts, cities.ts ...); each has a message id ('why-visit.lead',
 * 'why-visit.city.perth.description'), and the English catalog holds the same words (a test keeps them
 * equal). The blocks the home page shows too (the about block, the facts, the landmarks, the city names)
 * use the home page's messages.
 */

/** A page's title, description and share picture as search engines and link previews show them. */
export interface PageMetaText {
  path: string;
  title: string;
  description: string;
  image: ShareImage;
}

/** The call to action a page ends with: its words, and the checker in the page's language. */
export interface CtaText {
  title: string;
  text: string;
  button: string;
  to: string;
}

export interface AboutPageText {
  meta: PageMetaText;
  headings: { title: string; mission: string };
  about: AboutContent;
  cta: CtaText;
}

export interface WhyVisitPageText {
  meta: PageMetaText;
  copy: WhyVisitCopy;
  checkButton: string;
  checkPath: string;
  facts: TourismFact[];
  cities: City[];
  landmarks: Landmark[];
}

/** The site's share picture, described in the page's language (its own words stay the site's name). */
function shareImage(t: Translate): ShareImage {
  return { ...defaultShareImage, alt: t("about.share-image.alt", { site: site.name }) };
}

export function aboutPageText(locale: Locale, t: Translate): AboutPageText {
  return {
    meta: { path: aboutPage.path, title: t("about.meta.title"), description: t("about.meta.description"), image: shareImage(t) },
    headings: { title: t("home.sections.about.title"), mission: t("home.sections.about.mission") },
    about: localizeAbout(t),
    cta: { title: t("about.cta.title"), text: t("about.cta.text"), button: t("home.cta"), to: localizePath("/#checker", locale) },
  };
}

export function localizeWhyVisitCopy(t: Translate): WhyVisitCopy {
  return {
    title: t("why-visit.title"),
    lead: t("why-visit.lead"),
    explore: t("why-visit.explore"),
    factsTitle: t("why-visit.facts.title"),
    citiesTitle: t("why-visit.cities.title"),
    citiesLeadPointer: t("why-visit.cities.lead.pointer"),
    citiesLeadTouch: t("why-visit.cities.lead.touch"),
    mapLabel: t("home.tourism.map"),
    chipsLabel: t("why-visit.cities.chips"),
    mapPrompt: t("why-visit.cities.prompt"),
    landmarksTitle: t("why-visit.landmarks.title"),
    ctaTitle: t("why-visit.cta.title"),
    ctaText: t("why-visit.cta.text"),
  };
}

/** The cities of the map with their names (the home page's messages), descriptions and pictures' texts. */
export function localizeCities(t: Translate): City[] {
  return localizeCityNames(cities, t).map((city) => ({
    ...city,
    description: t(`why-visit.city.${city.id}.description`),
    alt: t(`why-visit.city.${city.id}.alt`),
  }));
}

export function whyVisitPageText(locale: Locale, t: Translate): WhyVisitPageText {
  return {
    meta: { path: whyVisitPage.path, title: t("why-visit.meta.title"), description: t("why-visit.meta.description"), image: shareImage(t) },
    copy: localizeWhyVisitCopy(t),
    checkButton: t("home.cta"),
    checkPath: localizePath("/#checker", locale),
    facts: localizeTourismFacts(t),
    cities: localizeCities(t),
    landmarks: localizeLandmarks(t),
  };
}
