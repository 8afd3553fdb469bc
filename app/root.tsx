import { lazy, Suspense, useMemo } from "react";
import type { Messages } from "@lingui/core";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { LanguageSuggestion } from "./components/layout/language-suggestion";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { useNonce } from "./lib/nonce";
import { useWithoutReact } from "./lib/page-scripts";
import { figuresDataText } from "./content/figures-in-force";
import { getPublicConfig } from "./lib/public-config.server";
import { siteOperator } from "./modules/business/site-operator.server";
import { groupMessages } from "./modules/i18n/catalogs.server";
import { createI18n } from "./modules/i18n/i18n";
import { languageTags, localeOfPath } from "./modules/i18n/locales";
import { serverTranslator } from "./modules/i18n/catalogs.server";
import { documentTitle } from "./lib/seo";
import { site } from "./content/site";
import { clientGroupsForPath, sameClientGroups } from "./modules/i18n/message-groups";
import { useServerCatalog } from "./modules/i18n/server-catalog";
import { MessagesProvider } from "./modules/i18n/provider";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [
  // With a precedence React sends the stylesheet ahead of the scripts' modulepreload links, so a browser (or a
  // slow connection with few sockets) fetches the one render-blocking file first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Who runs the site, for the footer (on a demo installation, the notice shown on every page instead),
 * the public origin that pages without a loader of their own build their canonical link from, and the
 * page's language with its compiled messages (only that language's reach the browser).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { pathname } = url;
  const locale = localeOfPath(pathname);
  const messages = await groupMessages(locale, clientGroupsForPath(pathname));
  // The 404 screen's title, for the root's meta (which has no messages of its own).
  const t = await serverTranslator(locale);
  const notFoundTitle = documentTitle(t("notfound.meta.title"));
  return { origin: getPublicConfig().origin, ...siteOperator(), locale, messages, notFoundTitle };
}

/** The messages change with the language, and with the groups the next page renders in the browser. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameMessages = localeOfPath(currentUrl.pathname) === localeOfPath(nextUrl.pathname) && sameClientGroups(currentUrl.pathname, nextUrl.pathname);
  return !sameMessages || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Pages the registry marks `hydrates: false` get no framework bundle and no hydration data.
  const withoutReact = useWithoutReact();
  const operator = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // Until the new language's messages arrive, a page keeps the language they are in.
  const locale = operator?.locale ?? localeOfPath(pathname);
  // The server renders with the whole catalog; the browser with the messages sent for the page.
  // Serialized page data loses the tuple types of compiled messages; the values are unchanged.
  const messages = useServerCatalog() ?? (operator?.messages as Messages | undefined);
  const i18n = useMemo(() => createI18n(locale, messages ?? {}), [locale, messages]);
  // Figures changed since the build, or needing a check: the browser reads them before it hydrates (never run;
  // the id is FIGURES_DATA_ID, written out so the layout's bundle carries no import for it).
  const figuresData = withoutReact ? undefined : figuresDataText();
  return (
    <html lang={languageTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134a75" />
        <Meta />
        <Links />
      </head>
      <MessagesProvider i18n={i18n}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {i18n._("nav.skip")}
        </a>
        {operator?.demo && (
          <aside aria-label={i18n._("banner.demo.label")} className="bg-wattle-100 px-4 py-2 text-center text-sm font-medium text-slate-900">
            {i18n._("banner.demo.notice")}
          </aside>
        )}
        <SiteHeader />
        <LanguageSuggestion />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter operator={operator?.operator && i18n._("banner.operator", { site: site.name, operator: operator.operator })} />
        <LazyToaster />
        {figuresData && <script type="application/json" id="figures-in-force" dangerouslySetInnerHTML={{ __html: figuresData }} />}
        {!withoutReact && <ScrollRestoration nonce={nonce} />}
        {!withoutReact && <Scripts nonce={nonce} />}
      </body>
      </MessagesProvider>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Route errors render here, so the 404 screen's title is set here too. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? (loaderData?.notFoundTitle ?? documentTitle("Page Not Found")) : site.name }];
}

/** A problem thrown as a response (app/lib/http/problem.ts) keeps its Retry-After and no-store on the page. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const kept = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

// Error screens are rare: their code loads only when one is shown, which keeps it out of every page's bundle.
const ErrorScreens = lazy(() => import("./components/layout/error-screens"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreens error={error} />
    </Suspense>
  );
}

