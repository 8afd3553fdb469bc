import type { Messages } from "@lingui/core";
import { splitLocalePath } from "./locales";

/**
 * Which messages a page's browser needs. The server renders every page with its language's whole
 * catalog; the browser gets only the groups its own rendering uses on that page, so a page that has no
 * checker carries no checker texts in its HTML. Texts that only the server renders (the FAQ, translated
 * in its loader; the home page's sections kept as server HTML, fetched when rendered in the browser
 * after a navigation) are never sent with the page, nor are the words of the result's PDF
 * that only the server prints (the PDF's own lines), nor the payment pages' lines their loaders translate,
 * nor the About page's and Why Visit Australia's, nor the passport guides' (their loaders word them), nor
 * the words of pages' titles and descriptions, which their loaders put in the page's data.
 */
export type MessageGroup =
  | "layout"
  | "home"
  | "checker"
  | "home-sections"
  | "faq"
  | "documents"
  | "changes"
  | "payment"
  | "prose"
  | "passport-guides"
  | "contact"
  | "booking"
  | "forms"
  | "meta";

/** Groups the browser may fetch after a navigation (the rest travel with the pages that render them). */
export const fetchedGroups = ["home-sections", "faq"] as const satisfies readonly MessageGroup[];
export type FetchedGroup = (typeof fetchedGroups)[number];

type GroupPrefixes = ReadonlyArray<readonly [prefix: string, group: MessageGroup]>;
let builtPrefixes: GroupPrefixes | undefined;

/**
 * Id prefixes of each group but the layout's; an id in none of them belongs to the layout (every page).
 * Built on first use: only the server sorts messages, so the browser's bundle, which shares this module
 * for `clientGroupsForPath`, leaves the list out.
 */
const groupPrefixes = (): GroupPrefixes => (builtPrefixes ??= [
  // Longer prefixes first: the home page's sections are apart from its hero.
  ["home.sections.", "home-sections"],
  ["home.", "home"],
  ["faq.", "faq"],
  // The note beside a figure that needs checking: the checker's result words it in the browser.
  ["changes.check.", "checker"],
  // The 'What changed' page: put in the page's language by the server.
  ["changes.", "changes"],
  ["pdf.", "documents"],
  // The personal documents checklist: the result in the browser lists it, as the PDF and the e-mail do.
  ["checklist.", "checker"],
  // The result's trip plan, worded in the browser with the rest of the result.
  ["trip.", "checker"],
  // The passport guides: put in the page's language by their loaders. Their footer link is the layout's.
  ["passport-guide.nav", "layout"],
  ["passport-guide.", "passport-guides"],
  // The About page and Why Visit Australia: their loaders put them in the page's language.
  ["about.", "prose"],
  ["why-visit.", "prose"],
  // Punctuation between parts of a line (source lines): every page may show one, so the layout's.
  ["punct.", "layout"],
  // Country names (added to each catalog from the checked-in names; see place-names.ts): the checker's
  // country and passport lists and its result name places in the browser.
  ["place.", "checker"],
  // The checkout's and the payment pages' words, and their toasts.
  ["payment.", "payment"],
  // The contact and booking pages, and the words their forms share (labels, the rules' messages, the
  // answers' toasts), which the browser shows when it checks a form before posting it.
  ["contact.", "contact"],
  ["booking.", "booking"],
  ["ui.form.", "forms"],
  // Pages' titles, descriptions and structured data: worded by their loaders, never sent as messages.
  ["meta.", "meta"],
  // The template's purchase form under the result.
  ["purchase.", "checker"],
  // The agent cards' words: the result's consultation offer draws them in the browser.
  ["agent.", "checker"],
  ...["checker.", "question.", "option.", "step.", "stream.", "keep.", "finding.", "result.", "verdict.", "visa.", "link.", "country.", "figure.", "passport.", "mail.", "reminder.", "pointer."].map(
    (prefix) => [prefix, "checker"] as const,
  ),
]);

export function groupOfMessage(id: string): MessageGroup {
  return groupPrefixes().find(([prefix]) => id.startsWith(prefix))?.[1] ?? "layout";
}

/** The groups the browser renders on a page (the path with or without its language prefix). */
export function clientGroupsForPath(pathname: string): MessageGroup[] {
  const { path } = splitLocalePath(pathname);
  if (path === "/") return ["layout", "home", "checker"];
  // The checker's own page and the pages under it: the answers to 'E-mail me this result' and 'Remind me'
  // without JavaScript, the reminder's form and its delete link's page. ('/checkout' is not one of them.)
  if (/^\/check(\/|$)/.test(path)) return ["layout", "checker"];
  // The reminder's pages: its form (the result's words around it) and the delete link's page.
  if (path === "/check/remind" || path === "/check/remind/delete") return ["layout", "checker"];
  if (path === "/contact") return ["layout", "contact", "forms"];
  if (path === "/book-consultation") return ["layout", "booking", "forms"];
  // The checkout's pages (its error page, the demo checkout) and the pages after the payment.
  if (/^\/(checkout|payment)(\/|$)/.test(path)) return ["layout", "payment", "forms"];
  return ["layout"];
}

/** The same groups on both pages: the browser already holds what the next page needs. */
export function sameClientGroups(fromPath: string, toPath: string): boolean {
  return clientGroupsForPath(fromPath).join() === clientGroupsForPath(toPath).join();
}

/** The messages of a catalog that belong to the given groups. */
export function pickMessages(messages: Messages, groups: readonly MessageGroup[]): Messages {
  const wanted = new Set(groups);
  return Object.fromEntries(Object.entries(messages).filter(([id]) => wanted.has(groupOfMessage(id))));
}
