import { cn } from "~/lib/cn";
import type { CountryStep as CountryStepData } from "~/modules/eligibility/questions";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { LongSelect } from "~/components/ui/long-select";
import { CountryCombobox } from "./country-combobox";
import { pinnedFlagUrls } from "./flags";
import { PassportField } from "./passport-field";
import { useI18n } from "~/modules/i18n/i18n";
import { countriesIn, countryNameIn } from "~/modules/i18n/place-names";

export const countryInputId = "checker-country";

interface CountryStepProps {
  step: CountryStepData;
  value: string | undefined;
  onChange: (code: string) => void;
  passport: string | undefined;
  onPassportChange: (code: string) => void;
  showError: boolean;
  showPassportError: boolean;
  /** False before JavaScript runs: the list is then a native select and the flag buttons submit the form. */
  hydrated: boolean;
}

/**
 * Ten pinned countries as flag buttons, an 'OR' divider, then every country in a searchable list, and
 * below them the passport the traveller will travel on. Without JavaScript the flag buttons submit the
 * step with their country (Next) and the list is a native select; the first country in the submitted
 * form wins, and the buttons come first.
 */
export function CountryStep({ step, value, onChange, passport, onPassportChange, showError, showPassportError, hydrated }: CountryStepProps) {
  const errorId = `${countryInputId}-error`;
  const { locale, t } = useI18n();
  return (
    <div className="space-y-5">
      <div role="group" aria-labelledby="checker-pinned-label">
        <p id="checker-pinned-label" className="mb-3 text-sm font-medium text-slate-800">
          {t("checker.country.popular")}
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {step.topOptions.map((code) => {
            const chosen = value === code;
            return (
              <li key={code}>
                <button
                  type={hydrated ? "button" : "submit"}
                  name={hydrated ? undefined : "country"}
                  value={code}
                  aria-pressed={chosen}
                  onClick={hydrated ? () => onChange(code) : undefined}
                  className={cn(
                    "flex h-full w-full flex-col items-center gap-2 rounded-xl border px-2 py-3 text-center text-sm font-medium text-slate-800 transition-colors hover:border-ocean-400 hover:bg-ocean-50",
                    chosen ? "border-ocean-600 bg-ocean-50 ring-2 ring-ocean-600" : "border-slate-200 bg-white",
                  )}
                >
                  <img
                    src={pinnedFlagUrls[code]}
                    alt=""
                    width={40}
                    height={30}
                    // Lazy: React would otherwise preload every flag ahead of the stylesheet, and the page's first paint waited for them.
                    loading="lazy"
                    decoding="async"
                    className="h-[30px] w-10 rounded-sm object-cover shadow-sm ring-1 ring-slate-200"
                  />
                  {countryNameIn(code, locale, t)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-xs font-semibold tracking-wider text-slate-600">{t("checker.country.or")}</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <div className="space-y-2">
        <Label htmlFor={countryInputId}>{t("checker.country.full-list")}</Label>
        {hydrated ? (
          <>
            <CountryCombobox
              id={countryInputId}
              value={value}
              onChange={onChange}
              invalid={showError}
              describedBy={showError ? errorId : undefined}
            />
            <input type="hidden" name="country" value={value ?? ""} />
          </>
        ) : (
          <LongSelect
            id={countryInputId}
            name="country"
            defaultValue={value ?? ""}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? errorId : undefined}
            items={[{ value: "", label: t("checker.country.select") }, ...countriesIn(locale, t).map(({ code, name }) => ({ value: code, label: name }))]}
          />
        )}
        {showError && <FieldError id={errorId}>{t("checker.country.error")}</FieldError>}
      </div>

      <PassportField residence={value} value={passport} onChange={onPassportChange} showError={showPassportError} hydrated={hydrated} />
    </div>
  );
}
