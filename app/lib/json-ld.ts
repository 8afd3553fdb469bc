/** Serialising structured data for the page; kept apart from seo.ts so the browser bundle stays small. */

/**
 * JSON for a <script type="application/ld+json"> element. Characters that could end the script
 * element or confuse an HTML parser are escaped, so content can never break out of it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
