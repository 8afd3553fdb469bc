import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { localizedRouteId, prefixedLocales } from "./modules/i18n/locales";
import { pages, type PageDefinition } from "./lib/site/page-registry";
import { routeIdOf } from "./lib/site/page-queries";

/**
 * The route table, derived from the page registry (app/lib/site/page-registry.ts): every page at its
 * English path, the admin area's pages inside its layout, and every page of every language again under
 * each language's prefix ('/ja', '/ja/check') with the id '<locale>/<English id>'.
 */

const englishRoute = ({ path, file, id }: PageDefinition): RouteConfigEntry =>
  path === "/" ? index(file, id ? { id } : {}) : route(path.slice(1), file, id ? { id } : {});

const adminPages = pages.filter((page) => page.layout === "admin");
const firstAdminPage = pages.findIndex((page) => page.layout === "admin");

const englishRoutes = pages.flatMap((page, position): RouteConfigEntry[] => {
  if (page.layout !== "admin") return [englishRoute(page)];
  return position === firstAdminPage ? [layout("routes/admin/layout.tsx", adminPages.map(englishRoute))] : [];
});

const languageRoutes = prefixedLocales.flatMap((locale) =>
  pages
    .filter((page) => page.languages === "all")
    .map((page) => route(page.path === "/" ? locale : `${locale}${page.path}`, page.file, { id: localizedRouteId(routeIdOf(page), locale) })),
);

export default [...englishRoutes, ...languageRoutes] satisfies RouteConfig;
