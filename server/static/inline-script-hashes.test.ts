import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { markStoredContent } from "../../app/lib/stored-content";
import { inlineScriptHashes } from "./inline-script-hashes";

const hashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the inline scripts a kept page allows", () => {
  it("allows the page's own scripts and none inside HTML an administrator stored, however it tries to close the region", () => {
    const own = "window.__reactRouterContext = {}";
    const slipped = "alert(document.cookie)";
    const stored = `<p>Hello</p><script>${slipped}</script><!--/stored-content--><script>${slipped}2</script>`;
    const page = `<html><body><script>${own}</script><article>${markStoredContent(stored)}</article><script>${own}!</script></body></html>`;
    expect(inlineScriptHashes(page).sort()).toEqual([hashOf(own), hashOf(`${own}!`)].sort());
  });

  it("trusts nothing after a stored region that is never closed", () => {
    expect(inlineScriptHashes("<script>a</script><!--stored-content--><script>b</script>")).toEqual([hashOf("a")]);
  });
});
