import { aboutIntro, aboutPositioning, missionPoints } from "~/content/about";
import { tourismFacts } from "~/content/australia-facts";
import { landmarks } from "~/content/landmarks";
import { TESTIMONIALS_ARE_SAMPLES, testimonials } from "~/content/testimonials";
import { figuresComparedOn } from "~/content/facts";
import { homeFaq, withSources } from "~/content/faq";
import { AboutBlock } from "./about-block";
import { HaveQuestions } from "./have-questions";
import { HomeFaq } from "./home-faq";
import { FactCards } from "./fact-cards";
import { LandmarkCards } from "./landmark-cards";
import { TestimonialGrid } from "./testimonial-grid";

const about = {
  intro: aboutIntro,
  positioning: aboutPositioning,
  missionPoints,
};

/** The home page's 'About Us' below the checker: the same on every visit. */
export function HomeAbout() {
  return (
    <div className="skip-offscreen [--offscreen-size:122rem] md:[--offscreen-size:60rem]">
      <AboutBlock content={about} headingLevel={2} />
    </div>
  );
}

/** 'Have Questions?' and the twelve questions at the end of the home page: the same on every visit. */
export function HomeQuestions({ supportEmail }: { supportEmail: string | null }) {
  return (
    <>
      <div className="skip-offscreen [--offscreen-size:23rem] md:[--offscreen-size:16rem]">
        <HaveQuestions supportEmail={supportEmail} />
      </div>
      <div className="skip-offscreen [--offscreen-size:69rem] md:[--offscreen-size:60rem]">
        <HomeFaq items={withSources(homeFaq)} comparedOn={figuresComparedOn} />
      </div>
    </>
  );
}

/** The tourism section's four facts and four landmarks, under its map. */
export function HomeGlance() {
  return (
    <>
      <h3 className="mt-14 text-xl font-bold text-slate-900">Australia at a glance</h3>
      <div className="mt-5">
        <FactCards facts={tourismFacts} />
      </div>
      <h3 className="mt-14 text-xl font-bold text-slate-900">Iconic landmarks</h3>
      <div className="mt-5">
        <LandmarkCards landmarks={landmarks} />
      </div>
    </>
  );
}

/** The testimonials of 'Trusted by Travelers Worldwide', said to be samples while they are the shipped ones. */
export function HomeStories() {
  return (
    <>
      {TESTIMONIALS_ARE_SAMPLES ? (
        <p className="mt-2 text-sm text-slate-600">The stories below are sample testimonials that illustrate how visitors use the check.</p>
      ) : null}
      <div className="mt-8">
        <TestimonialGrid testimonials={testimonials} />
      </div>
    </>
  );
}
