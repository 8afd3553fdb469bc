import { CalendarClockIcon } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { FigureCheckNotes } from "~/components/content/figure-check-note";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LongSelect } from "~/components/ui/long-select";
import { cn } from "~/lib/cn";
import { AUSTRALIAN_CITIZEN } from "~/modules/eligibility/passports";
import type { Answers } from "~/modules/eligibility/questions";
import { CHECK_PATH, currentAnswerEntries, resultPath } from "~/modules/eligibility/result-link";
import { checkWordings } from "~/modules/figures/figure-check-wording";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath, localizedRouteId } from "~/modules/i18n/locales";
import { passportOptionsIn } from "~/modules/i18n/place-names";
import { MAX_OTHER_PASSPORTS, MINOR_PARAMETER, minorAnswers, parseTrip, planTrip, tripEntries, tripParams, type ParsedTrip, type TripParam, type TripPlan } from "~/modules/trip/trip";
import { australianToday } from "~/lib/calendar-date";
import { processingSourceText, tripProblemText, wordTripPlan } from "~/modules/trip/trip-words";
import { RemindMeForm } from "~/components/reminders/remind-me-form";
import { Heading } from "./heading";

export interface TripState {
  plan: TripPlan;
  parsed: ParsedTrip;
  /** Reads the trip form (JavaScript): the plan follows at once, nothing is sent. */
  update: (params: URLSearchParams) => void;
}

/**
 * The trip plan of a result: the trip as the page's address gives it (the no-JavaScript form and shared
 * links carry it), then as the form changes it, and the plan for the checker's answers on today's date
 * in Australia.
 */
export function useTripPlan(answers: Answers): TripState {
  const { locale } = useI18n();
  // On /check the server read the trip (with zod) and the day; elsewhere (the home page) the query is read here,
  // from the location itself (useSearchParams would add code to the framework chunk every page loads).
  const page = useRouteLoaderData<{ trip?: ParsedTrip; today?: string }>(localizedRouteId("routes/check", locale));
  const { search } = useLocation();
  const today = useMemo(() => page?.today ?? australianToday(), [page?.today]);
  const [parsed, setParsed] = useState(() => page?.trip ?? parseTrip(new URLSearchParams(search), today, answers.passport));
  const plan = useMemo(() => planTrip(answers, parsed.trip, today), [answers, parsed.trip, today]);
  return { plan, parsed, update: (params) => setParsed(parseTrip(params, today, answers.passport)) };
}

/**
 * The plan's query pairs, for the result's links beside the answers on the chosen passport: the other
 * passports are the rest of those held, so the link gives the same plan.
 */
export function tripLinkEntries(state: TripState): [TripParam, string][] {
  const { plan } = state;
  const choice = plan.passport;
  const otherPassports = choice ? choice.weighed.map((item) => item.passport).filter((code) => code !== choice.passport) : plan.trip.otherPassports;
  return tripEntries({ ...plan.trip, otherPassports });
}

/** The reminder is offered for a date still ahead: the form refuses a trip that has begun. */
function ReminderOffer({ state }: { state: TripState }) {
  const { plan } = state;
  const applyBy = plan.applyBy;
  if (applyBy?.kind !== "date" || applyBy.passed || !plan.trip.arrive || !plan.outcome.visa) return null;
  return (
    <div className="mt-4" data-print-hidden>
      <RemindMeForm applyBy={applyBy.date} arrival={plan.trip.arrive} visa={plan.outcome.visa.id} back={resultPath(plan.answers, tripLinkEntries(state))} headingLevel={3} />
    </div>
  );
}

/** The plan for the trip as given: which passport, the date to apply by, the stay and the passport checked. */
export function TripFindings({ plan }: { plan: TripPlan }) {
  const { locale, t } = useI18n();
  const words = wordTripPlan(plan, locale, t);
  const source = processingSourceText(plan, t);
  const applyBy = plan.applyBy;
  const checks = applyBy?.kind === "date" ? checkWordings([applyBy.figure.fact], t, locale) : [];
  if (!words.passport && !words.applyBy && !words.stay && words.passportValidity.length === 0) return null;
  return (
    <div className="mt-4 space-y-3 text-sm text-slate-800" data-trip-plan>
      {words.passport && (
        <p className="rounded-lg border border-ocean-200 bg-ocean-50 p-3 font-semibold text-ocean-900" data-trip-passport={plan.passport?.passport}>
          {words.passport}
        </p>
      )}
      {words.applyBy && (
        <div
          className={cn("rounded-lg border p-3", words.applyBy.passed ? "border-amber-600 bg-amber-50" : "border-slate-200 bg-white")}
          data-apply-by={words.applyBy.date ?? "none"}
          data-apply-by-passed={words.applyBy.passed || undefined}
        >
          <p className="flex items-center gap-2 text-base font-bold text-slate-900">
            <CalendarClockIcon className="size-5 shrink-0" aria-hidden="true" />
            {words.applyBy.headline}
          </p>
          <p className="mt-1">{words.applyBy.detail}</p>
          {source && applyBy?.kind === "date" && (
            <p className="mt-1 text-slate-700">
              {source}{" "}
              <a href={applyBy.figure.officialUrl} target="_blank" rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2">
                {t("trip.apply-by.official")}
                <span className="sr-only"> {t("result.new-tab")}</span>
              </a>
            </p>
          )}
          <FigureCheckNotes checks={checks} className="mt-2" />
        </div>
      )}
      {words.stay && <p data-trip-stay={plan.stay?.kind}>{words.stay}</p>}
      {words.passportValidity.map((text) => (
        <p key={text} data-trip-passport-expiry={plan.passportValidity?.kind}>
          {text}
        </p>
      ))}
    </div>
  );
}

/**
 * 'Your trip (optional)': dates, passport expiry, other passports and whether the traveller is under 18,
 * under the result. Without JavaScript it is a GET form to /check carrying the answers, so the server
 * works the plan out; with JavaScript the same form updates the plan in the page.
 */
export function TripPanel({ answers, state, hydrated }: { answers: Answers; state: TripState; hydrated: boolean }) {
  const { locale, t } = useI18n();
  const { parsed } = state;
  const { trip } = parsed;
  const [passportFields, setPassportFields] = useState(() => Math.min(trip.otherPassports.length + 1, MAX_OTHER_PASSPORTS));
  // A new submission puts the form back to what was kept (dropped values stay, typed, beside their problem).
  const formKey = JSON.stringify(parsed);
  const problemOf = (field: TripParam) => {
    const problem = parsed.problems.find((item) => item.field === field)?.problem;
    return problem && tripProblemText(problem, t);
  };
  const passports = useMemo(() => passportOptionsIn(locale, t), [locale, t]);
  const dateFields = [
    ["arrive", t("trip.arrive")],
    ["depart", t("trip.depart")],
    ["passportExpiry", t("trip.passport-expiry")],
  ] as const;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of tripParams) for (const value of data.getAll(name)) if (typeof value === "string") params.append(name, value);
    state.update(params);
  };

  return (
    <section aria-labelledby="checker-trip-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-trip-panel>
      <Heading depth={2} id="checker-trip-heading" className="text-lg font-semibold text-slate-900">
        {t("trip.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t("trip.intro")}</p>
      <ReminderOffer state={state} />
      <form key={formKey} data-print-hidden method="get" action={localizePath(CHECK_PATH, locale)} onSubmit={onSubmit} className="mt-5 space-y-4" noValidate>
        {currentAnswerEntries(answers).map(([id, value]) => (
          <input key={id} type="hidden" name={id} value={value} />
        ))}
        <input type="hidden" name="view" value="result" />
        <div className="grid gap-4 sm:grid-cols-3">
          {dateFields.map(([name, label]) => (
            <Field key={name} name={name} id={`trip-${name}`} label={label} error={problemOf(name)}>
              {(control) => <Input {...control} type="date" defaultValue={parsed.typed[name] ?? trip[name] ?? ""} />}
            </Field>
          ))}
        </div>
        <p className="text-sm text-slate-600">{t("trip.dates-hint")}</p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t("trip.other-passports")}</legend>
          <p className="text-sm text-slate-600" id="trip-other-passports-hint">
            {t("trip.other-passports.hint", { count: MAX_OTHER_PASSPORTS })}
          </p>
          {Array.from({ length: passportFields }, (_, index) => (
            <div key={index} className="grid gap-1">
              <Label htmlFor={`trip-other-passport-${index}`} className="sr-only">
                {t("trip.other-passport", { number: index + 1 })}
              </Label>
              <LongSelect
                id={`trip-other-passport-${index}`}
                name="otherPassport"
                defaultValue={trip.otherPassports[index] ?? ""}
                aria-describedby="trip-other-passports-hint"
                aria-invalid={(index === 0 && parsed.problems.some((item) => item.field === "otherPassport")) || undefined}
                onChange={(event) => {
                  if (event.target.value && index === passportFields - 1) setPassportFields(Math.min(passportFields + 1, MAX_OTHER_PASSPORTS));
                }}
                density="compact"
                items={[
                  { value: "", label: t("trip.other-passport.none") },
                  { value: AUSTRALIAN_CITIZEN, label: t("checker.passport.citizen") },
                  ...passports.map(({ code, name }) => ({ value: code, label: name })),
                ]}
              />
            </div>
          ))}
          {problemOf("otherPassport") && <p className="text-sm font-medium text-red-700">{problemOf("otherPassport")}</p>}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t("trip.minor")}</legend>
          <p className="text-sm text-slate-600">{t("trip.minor.hint")}</p>
          <div className="mt-2 flex gap-6">
            {minorAnswers.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="radio" name={MINOR_PARAMETER} value={value} defaultChecked={trip.minor === value} className="size-4" />
                {value === "yes" ? t("trip.minor.yes") : t("trip.minor.no")}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="outline">
          {t("trip.submit")}
        </Button>
      </form>
    </section>
  );
}
