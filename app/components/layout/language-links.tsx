import { useLocation } from "react-router";
import { useI18n } from "~/modules/i18n/i18n";
import { languageTags, localeNames, locales } from "~/modules/i18n/locales";
import { cn } from "~/lib/cn";

/** The switcher's target: remember the language, then the same page in it (see routes/language.ts). */
function useSwitchHref(): (to: string) => string {
  const { pathname, search } = useLocation();
  return (to) => `/language?${new URLSearchParams({ to, from: `${pathname}${search}` })}`;
}

/**
 * Every language as a plain link, each named in its own language; the current one is marked. Plain links,
 * so switching works without JavaScript.
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { locale } = useI18n();
  const hrefFor = useSwitchHref();
  return (
    <ul className={className}>
      {locales.map((item) => (
        <li key={item}>
          <a
            href={hrefFor(item)}
            lang={languageTags[item]}
            hrefLang={languageTags[item]}
            rel="nofollow"
            aria-current={item === locale ? "true" : undefined}
            className={cn(linkClassName, item === locale && "font-semibold text-ocean-800")}
          >
            {localeNames[item]}
          </a>
        </li>
      ))}
    </ul>
  );
}
