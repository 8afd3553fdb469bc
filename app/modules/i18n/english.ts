import { messages } from "./catalogs/en.po";
import { createI18n, translator, type Translate } from "./i18n";

/**
 * The English catalog, for what is only ever in English and synchronous: the open API, the paid guide
 * and its checkout line. The rules return codes; these words come from the catalog like every language's.
 * Imported only by server code and the admin pages, never by a public page's bundle.
 */
export const englishTranslate: Translate = translator(createI18n("en", messages));
