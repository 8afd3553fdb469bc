import { Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { getPublicConfig } from "~/lib/public-config.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import { passportOptionsIn } from "~/modules/i18n/place-names";
import { PASSPORT_GUIDES_PATH, passportGuidePath } from "~/modules/passport-guides/passport-guide";
import type { Route } from "./+types/passport-guides";

/** Every passport's guide, listed by the passports' names in the page's language, in its alphabetical order. */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const title = t("passport-guide.index.title");
  return {
    meta: localizedSeoMeta({ title, description: t("passport-guide.index.description"), path: PASSPORT_GUIDES_PATH, origin: getPublicConfig().origin, locale, t }),
    crumbs: [
      { name: t("nav.home"), path: localizePath("/", locale) },
      { name: title, path: localizePath(PASSPORT_GUIDES_PATH, locale) },
    ],
    text: { title, intro: t("passport-guide.index.intro"), list: t("passport-guide.index.list") },
    passports: passportOptionsIn(locale, t).map((option) => ({ code: option.code, name: option.name, path: localizePath(passportGuidePath(option.code), locale) })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function PassportGuides({ loaderData }: Route.ComponentProps) {
  const { crumbs, text, passports } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ocean-900">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{text.intro}</p>
      </header>
      <nav aria-label={text.list} className="mt-8">
        <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3">
          {passports.map((passport) => (
            <li key={passport.code} className="break-inside-avoid py-1">
              <Link to={passport.path} className="text-ocean-700 underline-offset-2 hover:underline" data-passport={passport.code}>
                {passport.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
