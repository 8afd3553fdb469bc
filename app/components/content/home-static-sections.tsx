import { TESTIMONIALS_ARE_SAMPLES } from "~/content/testimonials";
import { figuresComparedOn } from "~/content/facts";
import { homeFaq } from "~/content/faq";
import { figuresNoteWording, localizeHomeFaq } from "~/modules/i18n/faq-messages";
import { localizeAbout, localizeLandmarks, localizeTestimonials, localizeTourismFacts } from "~/modules/i18n/home-messages";
import { useI18n } from "~/modules/i18n/i18n";
import { AboutBlock } from "./about-block";
import { HaveQuestions } from "./have-questions";
import { HomeFaq } from "./home-faq";
import { FactCards } from "./fact-cards";
import { LandmarkCards } from "./landmark-cards";
import { TestimonialGrid } from "./testimonial-grid";

/** The home page's 'About Us' below the checker: the same on every visit. */
export function HomeAbout() {
  const { t } = useI18n();
  return (
    <div className="skip-offscreen [--offscreen-size:122rem] md:[--offscreen-size:60rem]">
      <AboutBlock
        content={localizeAbout(t)}
        headingLevel={2}
        headings={{ title: t("home.sections.about.title"), mission: t("home.sections.about.mission") }}
      />
    </div>
  );
}

/** 'Have Questions?' and the twelve questions at the end of the home page: the same on every visit. */
export function HomeQuestions({ supportEmail }: { supportEmail: string | null }) {
  const { locale, t } = useI18n();
  return (
    <>
      <div className="skip-offscreen [--offscreen-size:23rem] md:[--offscreen-size:16rem]">
        <HaveQuestions supportEmail={supportEmail} />
      </div>
      <div className="skip-offscreen [--offscreen-size:69rem] md:[--offscreen-size:60rem]">
        <HomeFaq
          items={localizeHomeFaq(homeFaq, locale, t)}
          comparedOn={figuresComparedOn}
          note={locale === "en" ? undefined : figuresNoteWording(figuresComparedOn, locale, t)}
        />
      </div>
    </>
  );
}

/** The tourism section's four facts and four landmarks, under its map. */
export function HomeGlance() {
  const { t } = useI18n();
  return (
    <>
      <h3 className="mt-14 text-xl font-bold text-slate-900">{t("home.sections.glance.title")}</h3>
      <div className="mt-5">
        <FactCards facts={localizeTourismFacts(t)} />
      </div>
      <h3 className="mt-14 text-xl font-bold text-slate-900">{t("home.sections.landmarks.title")}</h3>
      <div className="mt-5">
        <LandmarkCards landmarks={localizeLandmarks(t)} />
      </div>
    </>
  );
}

/** The testimonials of 'Trusted by Travelers Worldwide', said to be samples while they are the shipped ones. */
export function HomeStories() {
  const { t } = useI18n();
  return (
    <>
      {TESTIMONIALS_ARE_SAMPLES ? <p className="mt-2 text-sm text-slate-600">{t("home.sections.stories.samples")}</p> : null}
      <div className="mt-8">
        <TestimonialGrid testimonials={localizeTestimonials(t)} />
      </div>
    </>
  );
}
