// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isContentEmpty, removedLinkCount, sanitizePageHtml, videoEmbedUrl } from "./sanitize.server";
import { xssPayloads } from "../../../tests/support/xss-payloads";

const ALLOWED_TAGS = new Set(["P", "BR", "H1", "H2", "H3", "STRONG", "EM", "U", "A", "OL", "UL", "LI", "IMG", "IFRAME"]);

/** Every way the given HTML could still run script once placed in a page; empty when there is none. */
function scriptVectors(html: string): string[] {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  const problems: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    if (!ALLOWED_TAGS.has(element.tagName)) problems.push(`tag ${element.tagName}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL scheme.
      const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 0x20).join("").toLowerCase();
      if (name.startsWith("on")) problems.push(`${element.tagName} ${name}`);
      if (name === "style" || name === "srcdoc" || name === "formaction" || name === "xlink:href") problems.push(`${element.tagName} ${name}`);
      if ((name === "href" || name === "src") && /^(javascript|vbscript|data:text|data:image\/svg)/.test(value)) {
        problems.push(`${element.tagName} ${name}=${value}`);
      }
    }
    if (element.tagName === "IFRAME" && !/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(element.getAttribute("src") ?? "")) {
      problems.push(`iframe to ${element.getAttribute("src")}`);
    }
  }
  return problems;
}

describe("page HTML sanitiser", () => {
  it.each(xssPayloads.map((payload, index) => [index, payload]))("neutralises payload %i: %s", (_index, payload) => {
    const once = sanitizePageHtml(payload as string);
    expect(scriptVectors(once)).toEqual([]);
    // Cleaning again changes nothing, so storing and rendering agree.
    expect(sanitizePageHtml(once)).toBe(once);
  });

  it("has a corpus of at least 50 payloads", () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
  });

  it("keeps everything the editor produces, unchanged", () => {
    const editorHtml = [
      "<h1>Heading one</h1><h2>Heading two</h2><h3>Heading three</h3>",
      "<p>Plain <strong>bold</strong> <em>italic</em> <u>underline</u> <strong><em><u>all three</u></em></strong></p>",
      '<p><a href="https://example.com/path?q=1" rel="noopener noreferrer" target="_blank">external</a> ',
      '<a href="mailto:help@example.com" rel="noopener noreferrer" target="_blank">mail</a> ',
      '<a href="tel:+61200000000" rel="noopener noreferrer" target="_blank">phone</a> <a href="/#checker">on this site</a></p>',
      "<ol><li>first</li><li>second<ol><li>nested</li></ol></li></ol><ul><li>bullet</li></ul>",
      '<p class="ql-indent-1">indented</p><p class="ql-indent-8">deepest</p><p><br /></p>',
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="" /></p>',
      '<p><img src="https://example.com/photo.jpg" alt="A photo" width="300" /></p>',
      '<p><img src="/images/uploads/photo.webp" alt="" /></p>',
    ].join("");
    expect(sanitizePageHtml(editorHtml)).toBe(editorHtml);
  });

  it("rewrites YouTube and Vimeo links to embeds and adds a title for screen readers", () => {
    const html = sanitizePageHtml('<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('title="Embedded video"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(videoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871/")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://evil.example/embed/abc")).toBeUndefined();
    expect(videoEmbedUrl("https://www.youtube.com/embed/../../evil")).toBeUndefined();
  });

  it("drops what the editor cannot make, keeping the text", () => {
    expect(sanitizePageHtml('<div><span style="color:red">Red</span> <h4>Four</h4><table><tr><td>cell</td></tr></table></div>')).toBe(
      "Red Fourcell",
    );
    expect(sanitizePageHtml('<p class="ql-indent-9 ql-align-center">x</p>')).toBe("<p>x</p>");
    expect(sanitizePageHtml('<a href="https://x.example" target="_top">x</a>')).toBe('<a href="https://x.example">x</a>');
    expect(sanitizePageHtml('<img src="//evil.example/a.png"><img src="/\\evil.example/a.png"><img src="relative.png">')).toBe("");
  });

  it("keeps lists well formed", () => {
    expect(sanitizePageHtml("<li>alone</li>")).toBe("alone");
    expect(sanitizePageHtml("<p>in <li>a paragraph</li></p>")).toBe("<p>in a paragraph</p>");
    expect(sanitizePageHtml("<ul><p>para</p><h2>head</h2><li>item</li></ul>")).toBe("<ul><li>para</li><li>head</li><li>item</li></ul>");
    expect(sanitizePageHtml("<ul><div><li>through a dropped wrapper</li></div></ul>")).toBe("<ul><li>through a dropped wrapper</li></ul>");
    expect(sanitizePageHtml("<ol><li>one<ul><li>nested</li></ul></li></ol>")).toBe("<ol><li>one<ul><li>nested</li></ul></li></ol>");
    expect(sanitizePageHtml('<li data-list="bullet" onclick="alert(1)">item</li>')).toBe("item");
    expect(sanitizePageHtml("<li><ul><li>inner</li></ul></li>")).toBe("<ul><li>inner</li></ul>");
  });

  it("is idempotent on arbitrary input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc
            .array(fc.constantFrom("<ul>", "</ul>", "<ol>", "</ol>", "<li>", "</li>", "<p>", "</p>", "<h2>", "<div>", "</div>", "x", "<br>", "<strong>", "</strong>"), { maxLength: 30 })
            .map((parts) => parts.join("")),
        ),
        (text) => {
          const once = sanitizePageHtml(text);
          expect(sanitizePageHtml(once)).toBe(once);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("empty content", () => {
  it("counts an editor's empty document, spaces and stripped markup as empty", () => {
    for (const html of ["", "<p><br></p>", "<p> &nbsp; </p><p><br/></p>", "<script>text()</script>", "<p><img src=javascript:x></p>"]) {
      expect(isContentEmpty(html), html).toBe(true);
    }
  });

  it("counts text, an image or a video as content", () => {
    expect(isContentEmpty("<p>x</p>")).toBe(false);
    expect(isContentEmpty('<p><img src="https://example.com/a.png"></p>')).toBe(false);
    expect(isContentEmpty('<iframe src="https://vimeo.com/1"></iframe>')).toBe(false);
  });
});

describe("links whose target is refused", () => {
  it("keep their text but are no longer links", () => {
    expect(sanitizePageHtml('<p>See <a href="javascript:alert(1)">this offer</a> now</p>')).toBe("<p>See this offer now</p>");
    expect(sanitizePageHtml('<p><a href="JaVaScRiPt:alert(1)" target="_blank"><strong>bold</strong></a></p>')).toBe("<p><strong>bold</strong></p>");
    expect(sanitizePageHtml('<p><a href="https://example.com/">kept</a></p>')).toBe('<p><a href="https://example.com/">kept</a></p>');
  });

  it("are counted, so the editor can tell its author how many links the save removed", () => {
    expect(removedLinkCount('<p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.com/">that</a></p>')).toBe(1);
    expect(removedLinkCount('<p><a href="vbscript:x">a</a><a href="data:text/html,x">b</a></p>')).toBe(2);
    expect(removedLinkCount('<p><a href="/contact">contact</a> <a href="mailto:a@example.com">mail</a></p>')).toBe(0);
  });
});
