import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Message catalogs, one PO file per language, keyed by explicit message ids. The Vite plugin compiles the
 * ICU messages when the server bundle imports a catalog; browsers receive only the compiled messages of
 * the page's language, with the page's data.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh-hans", "zh-hant", "ja", "ko", "hi", "id", "vi"],
  catalogs: [{ path: "<rootDir>/app/modules/i18n/catalogs/{locale}", include: ["<rootDir>/app"] }],
  // A msgid is the message id; the English catalog holds the English text.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
});
