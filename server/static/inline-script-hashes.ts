import crypto from "node:crypto";
import { withoutStoredContent } from "../../app/lib/stored-content";

/** Inline `<script>` elements (no `src`): their text is what a CSP hash covers, byte for byte. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of a page, leaving out any inside
 * HTML an administrator stored (app/lib/stored-content.ts). React escapes `</script` inside script text,
 * so the first closing tag always ends the element. Data blocks (JSON-LD) are not run and need no hash,
 * but hashing them too costs nothing and keeps the rule simple.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of withoutStoredContent(html).matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[1] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The script sources of a page shared by every visitor: its hashes, trusted to load the bundles they import. */
export function hashedScriptSources(html: string): string {
  return [...inlineScriptHashes(html), "'strict-dynamic'"].join(" ");
}
