import { describe, expect, it } from "vitest";
import { escapeHtml, singleLine } from "~/lib/escape-html";

describe("escapeHtml", () => {
  it("neutralises markup and quotes", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
  });
});

describe("singleLine", () => {
  it("removes line breaks that could inject extra headers", () => {
    expect(singleLine("Jane\r\nBcc: victim@example.com")).toBe("Jane Bcc: victim@example.com");
  });
});
