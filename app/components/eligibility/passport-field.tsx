import type { ChangeEvent } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { LongSelect } from "~/components/ui/long-select";
import { cn } from "~/lib/cn";
import {
  AUSTRALIAN_CITIZEN,
  BRITISH_CITIZEN,
  BRITISH_OTHER,
  australianPlaces,
  defaultPassport,
  suggestedPassports,
} from "~/modules/eligibility/passports";
import { useI18n, type Translate } from "~/modules/i18n/i18n";
import type { Locale } from "~/modules/i18n/locales";
import { countryNameIn, countryNameInSentenceIn, passportOptionsIn } from "~/modules/i18n/place-names";

export const passportInputId = "checker-passport";

function suggestionLabel(code: string, locale: Locale, t: Translate): string {
  if (code === AUSTRALIAN_CITIZEN) return t("checker.passport.citizen");
  if (code === BRITISH_CITIZEN) return t("checker.passport.suggestion.gb");
  if (code === BRITISH_OTHER) return t("checker.passport.suggestion.gb-other");
  return t("checker.passport.of", { country: countryNameInSentenceIn(code, locale, t) });
}

function hintFor(residence: string | undefined, suggestions: readonly string[], locale: Locale, t: Translate): string {
  if (residence === undefined || defaultPassport(residence) !== undefined) return t("checker.passport.hint.residence");
  if (australianPlaces.has(residence)) return t("checker.passport.hint.citizen");
  const country = countryNameIn(residence, locale, t);
  return suggestions.length ? t("checker.passport.hint.territory-suggested", { country }) : t("checker.passport.hint.territory", { country });
}

interface PassportFieldProps {
  residence: string | undefined;
  value: string | undefined;
  onChange: (code: string) => void;
  showError: boolean;
  /** False before JavaScript runs: the suggestions are then submit buttons and the list a plain select. */
  hydrated: boolean;
}

/**
 * 'Passport you will travel on', under the country of residence: pre-filled with the residence's own
 * passport and changed in one choice. Where the residence issues no passports (a territory, or
 * Australia), the usual passports are offered as one-click suggestions and the traveller must choose.
 */
export function PassportField({ residence, value, onChange, showError, hydrated }: PassportFieldProps) {
  const { locale, t } = useI18n();
  const suggestions = suggestedPassports(residence);
  const own = defaultPassport(residence);
  const placeholder = residence !== undefined && own === undefined ? t("checker.passport.choose") : t("checker.passport.same");
  // Without JavaScript, the residence's own passport is submitted as 'same as my country of residence',
  // so a new residence chosen with a flag button brings its own passport along.
  const selected = hydrated ? (value ?? "") : value !== undefined && value !== own ? value : "";
  const errorId = `${passportInputId}-error`;
  const hintId = `${passportInputId}-hint`;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <Label htmlFor={passportInputId} className="text-base font-semibold">
        {t("step.country.passport")}
      </Label>
      <p id={hintId} className="text-sm text-slate-700">
        {hintFor(residence, suggestions, locale, t)}
      </p>
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("checker.passport.suggested")}>
          {suggestions.map((code) => (
            <li key={code}>
              <button
                type={hydrated ? "button" : "submit"}
                name={hydrated ? undefined : "passport"}
                value={code}
                aria-pressed={value === code}
                onClick={hydrated ? () => onChange(code) : undefined}
                className={cn(
                  "rounded-lg border px-3 py-2 text-sm font-medium text-slate-800 hover:border-ocean-400 hover:bg-ocean-50",
                  value === code ? "border-ocean-600 bg-ocean-50 ring-2 ring-ocean-600" : "border-slate-300 bg-white",
                )}
              >
                {suggestionLabel(code, locale, t)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LongSelect
        id={passportInputId}
        name="passport"
        {...(hydrated
          ? { value: selected, onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value) }
          : { defaultValue: selected })}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${hintId} ${errorId}` : hintId}
        items={[
          { value: "", label: placeholder },
          { group: t("checker.passport.citizens"), options: [{ value: AUSTRALIAN_CITIZEN, label: t("checker.passport.citizen") }] },
          { group: t("checker.passport.passports"), options: passportOptionsIn(locale, t).map(({ code, name }) => ({ value: code, label: name })) },
        ]}
      />
      {showError && <FieldError id={errorId}>{t("checker.passport.error")}</FieldError>}
    </div>
  );
}
