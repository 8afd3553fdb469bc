import type { ComponentType } from "react";
import { CheckerWizard } from "./checker-wizard";
import { HeadingLevelContext } from "./heading";
import type { ResultViewProps } from "./result-view";
import type { CheckerInitialState } from "./use-checker";
import { useI18n } from "~/modules/i18n/i18n";

interface CheckerSectionProps {
  /** Answers and step from the URL on the no-JavaScript path (/check); the home page starts empty. */
  initial?: CheckerInitialState;
  /** 1 where the checker is the page's main heading (/check), 2 inside the home page. */
  headingLevel?: 1 | 2;
  /** Pass the result screen where the server may render it (/check); the home page loads it on demand. */
  resultView?: ComponentType<ResultViewProps>;
}

/** The checker section (anchor #checker): the visitor visa eligibility questionnaire and its result. */
export function CheckerSection({ initial, headingLevel = 2, resultView }: CheckerSectionProps) {
  const { t } = useI18n();
  const Title = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id="checker" aria-labelledby="checker-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <Title id="checker-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t("checker.heading")}
        </Title>
        <p className="mt-3 text-slate-700">{t("checker.intro")}</p>
      </div>
      <HeadingLevelContext value={headingLevel}>
        <CheckerWizard initial={initial} resultView={resultView} />
      </HeadingLevelContext>
    </section>
  );
}
