import { matchPage } from "../../app/lib/site/page-queries";
import { splitLocalePath } from "../../app/modules/i18n/locales";

/** Whether the page at `path` (any language, with or without a query) runs React in the browser, as the page registry says. */
export function pageHydrates(path: string): boolean {
  const pathname = new URL(path, "http://localhost").pathname;
  return matchPage(splitLocalePath(pathname).path)?.page.hydrates !== false;
}
