import { LanguagesIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/modules/i18n/i18n";
import { localeNames } from "~/modules/i18n/locales";
import { LanguageLinks } from "./language-links";

/**
 * The header's language menu: a native <details> disclosure, so it opens before the page's script has
 * loaded, or without it. Escape closes it (menuBehaviour, run once for the header).
 */
export function LanguageSwitcher() {
  const { locale, t } = useI18n();
  return (
    <details
      data-language-switcher
      data-menu
      className="relative max-md:hidden"
    >
      <summary className={buttonVariants({ variant: "ghost", className: "list-none [&::-webkit-details-marker]:hidden" })}>
        <LanguagesIcon aria-hidden="true" />
        <span className="sr-only">{t("language.switcher.label")}: </span>
        {localeNames[locale]}
      </summary>
      <nav aria-label={t("language.switcher.label")} className="absolute right-0 top-full mt-2 w-52 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <LanguageLinks className="flex flex-col" linkClassName="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-ocean-50" />
      </nav>
    </details>
  );
}
