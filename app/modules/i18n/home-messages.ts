import { aboutIntro, aboutPositioning, missionPoints, type AboutContent } from "~/content/about";
import { tourismFacts, type TourismFact } from "~/content/australia-facts";
import type { City } from "~/content/cities";
import { landmarks, type Landmark } from "~/content/landmarks";
import { testimonials, type Testimonial } from "~/content/testimonials";
import type { Translate } from "./i18n";

/**
 * The home page's sections below the checker in the page's language. The texts stay data in content/
 * (English, shared with the English-only pages); each has a message id built from its own id, icon or
 * person ('home.sections.landmark.uluru.title'), and the English catalog holds the same words (a test
 * keeps the two equal).
 */

export function localizeAbout(t: Translate): AboutContent {
  return {
    intro: t("home.sections.about.intro"),
    positioning: t("home.sections.about.positioning"),
    missionPoints: missionPoints.map((point) => ({
      ...point,
      title: t(`home.sections.mission.${point.icon}.title`),
      description: t(`home.sections.mission.${point.icon}.description`),
    })),
  };
}

/** The English texts the about block's messages translate (for the catalog test). */
export const aboutContent: AboutContent = { intro: aboutIntro, positioning: aboutPositioning, missionPoints };

export function localizeTourismFacts(t: Translate): TourismFact[] {
  return tourismFacts.map((fact) => ({
    ...fact,
    title: t(`home.sections.fact.${fact.icon}.title`),
    description: t(`home.sections.fact.${fact.icon}.description`),
  }));
}

export function localizeLandmarks(t: Translate): Landmark[] {
  return landmarks.map((landmark) => ({
    ...landmark,
    title: t(`home.sections.landmark.${landmark.id}.title`),
    location: t(`home.sections.landmark.${landmark.id}.location`),
    description: t(`home.sections.landmark.${landmark.id}.description`),
    alt: t(`home.sections.landmark.${landmark.id}.alt`),
  }));
}

/** The map's cities with their names in the page's language (the home page's loader words them). */
export function localizeCityNames(cities: readonly City[], t: Translate): City[] {
  return cities.map((city) => ({ ...city, name: t(`home.sections.city.${city.id}`) }));
}

/** A testimonial's message ids come from the person's first name ('Priya S.' -> 'priya'). */
function personId(testimonial: Testimonial): string {
  return (testimonial.name.split(" ")[0] ?? testimonial.name).toLowerCase();
}

/** The stories in the page's language; the names stay as written. */
export function localizeTestimonials(t: Translate): Testimonial[] {
  return testimonials.map((testimonial) => {
    const id = personId(testimonial);
    return {
      ...testimonial,
      location: t(`home.sections.testimonial.${id}.location`),
      comment: t(`home.sections.testimonial.${id}.comment`),
      alt: t(`home.sections.testimonial.${id}.alt`),
    };
  });
}

