import sanitizeHtml from "sanitize-html";

const INDENT_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => `ql-indent-${level}`);
/** Raster types an editor image may carry inline (the editor accepts png, gif, jpeg, bmp and x-icon; webp is as safe). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The embed address for a YouTube or Vimeo link (the editor's video rule), else undefined.
 * YouTube embeds use the privacy-enhanced host, which sets no cookies until the video is played.
 */
export function videoEmbedUrl(src: string | undefined): string | undefined {
  if (!src) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  let youtubeId: string | undefined;
  if (["www.youtube.com", "youtube.com", "m.youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"].includes(host)) {
    const embed = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
    youtubeId = embed ? embed[1] : url.pathname === "/watch" ? (url.searchParams.get("v") ?? undefined) : undefined;
  } else if (host === "youtu.be") {
    youtubeId = url.pathname.slice(1).replace(/\/$/, "");
  }
  if (youtubeId !== undefined) {
    return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : undefined;
  }
  let vimeoId: string | undefined;
  if (host === "player.vimeo.com") vimeoId = /^\/video\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  else if (host === "vimeo.com" || host === "www.vimeo.com") vimeoId = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (vimeoId !== undefined) return VIMEO_ID.test(vimeoId) ? `https://player.vimeo.com/video/${vimeoId}` : undefined;
  return undefined;
}

function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith("data:")) return DATA_IMAGE.test(src);
  // A path on this site (the editor resolves relative sources against the page).
  if (src.startsWith("/")) return !src.startsWith("//") && !src.startsWith("/\\");
  try {
    const url = new URL(src);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function dimension(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value) ? value : undefined;
}

function withoutUndefined(attribs: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Exactly what the page editor can produce: headings 1-3, paragraphs, bold, italic, underline, links
 * (http, https, mailto, tel or a path on this site), ordered and bullet lists, indent levels 1-8,
 * images (http, https or inline raster data) and YouTube/Vimeo embeds. Everything else goes:
 * scripts and styles with their content, other tags keeping only their text, every other attribute.
 */
const ALLOWED_TAGS = ["p", "br", "h1", "h2", "h3", "strong", "em", "u", "a", "ol", "ul", "li", "img", "iframe"];
const VOID_TAGS = new Set(["br", "img", "iframe"]);

const baseOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    iframe: ["src", "class", "frameborder", "allowfullscreen", "title", "loading", "referrerpolicy", "sandbox"],
    p: ["class"],
    h1: ["class"],
    h2: ["class"],
    h3: ["class"],
    li: ["class"],
  },
  allowedClasses: {
    p: INDENT_CLASSES,
    h1: INDENT_CLASSES,
    h2: INDENT_CLASSES,
    h3: INDENT_CLASSES,
    li: INDENT_CLASSES,
    iframe: ["ql-video"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
  nonTextTags: ["script", "style", "textarea", "option", "xmp", "noscript", "template", "title", "noembed", "noframes", "plaintext", "select"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const newTab = attribs.target === "_blank";
      return {
        tagName,
        // Same attribute order as the editor writes, so its HTML passes through unchanged.
        attribs: withoutUndefined({ href: attribs.href, rel: newTab ? "noopener noreferrer" : undefined, target: newTab ? "_blank" : undefined }),
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: withoutUndefined({
        src: isAllowedImageSource(attribs.src) ? attribs.src : undefined,
        // Editor images carry no description; an empty alt marks them decorative rather than unlabelled.
        alt: attribs.alt ?? "",
        width: dimension(attribs.width),
        height: dimension(attribs.height),
      }),
    }),
    iframe: (tagName, attribs) => {
      const src = videoEmbedUrl(attribs.src);
      if (!src) return { tagName, attribs: {} as Record<string, string> };
      return {
        tagName,
        attribs: {
          src,
          class: "ql-video",
          frameborder: "0",
          allowfullscreen: "true",
          title: "Embedded video",
          loading: "lazy",
          referrerpolicy: "strict-origin-when-cross-origin",
          sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
        },
      };
    },
  },
};

interface OpenTag {
  name: string;
  /** What the element becomes; undefined while unknown, inside discarded content, or for an unwrapped item. */
  output?: string;
  /** Its tags go, its content stays (a list item outside a list, a block inside a paragraph). */
  unwrap?: boolean;
}

const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "ul", "ol"]);

/**
 * Keeps the structure well formed, so screen readers announce lists correctly and a second
 * sanitising pass (or the browser) reads exactly the same tree: an item outside a list and a block
 * inside a paragraph keep only their content; anything else placed directly in a list becomes an
 * item. The parent that counts is the nearest one that survives sanitising.
 */
function withListStructure(): sanitizeHtml.IOptions {
  const open: OpenTag[] = [];
  const allowed = new Set(ALLOWED_TAGS);
  let closingUnwrapped = false;
  const survivingParent = () => {
    for (let i = open.length - 2; i >= 0; i -= 1) {
      const output = open[i]?.output;
      if (output !== undefined && allowed.has(output)) return output;
    }
    return undefined;
  };
  return {
    ...baseOptions,
    onOpenTag: (name) => {
      open.push({ name });
    },
    onCloseTag: (name) => {
      closingUnwrapped = false;
      for (let i = open.length - 1; i >= 0; i -= 1) {
        if (open[i]?.name === name) {
          closingUnwrapped = open[i]?.unwrap === true;
          open.length = i;
          return;
        }
      }
    },
    transformTags: {
      ...baseOptions.transformTags,
      "*": (tagName, attribs) => {
        const top = open.at(-1);
        const parent = survivingParent();
        const inList = parent === "ul" || parent === "ol";
        let output = tagName;
        let unwrap = false;
        if (tagName === "li") unwrap = !inList;
        else if (inList && allowed.has(tagName) && !VOID_TAGS.has(tagName)) output = "li";
        else if (BLOCK_TAGS.has(tagName)) unwrap = parent === "p";
        if (top) {
          top.unwrap = unwrap;
          if (!unwrap) top.output = output;
        }
        return { tagName: output, attribs };
      },
    },
    exclusiveFilter: (frame) => {
      if (closingUnwrapped) return "excludeTag";
      // A link whose target was refused (javascript:, data:...) keeps its text but stops being a link:
      // an <a> without href would still look like one and lead nowhere.
      if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
      // An image or frame whose source was refused is dropped entirely.
      return (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src;
    },
  };
}

/** Cleans page HTML; run before storing and again before rendering. Idempotent. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, withListStructure());
}

/** Links with an address, as the editor writes them (`<a href="...">`). */
function linkCount(html: string): number {
  return html.match(/<a\s[^>]*\bhref\s*=\s*["']?[^"'\s>]/gi)?.length ?? 0;
}

/**
 * How many links sanitising took the address from (a `javascript:` or other address the site does not
 * allow): the editor tells its author, since the link is gone from the saved page.
 */
export function removedLinkCount(html: string): number {
  return Math.max(0, linkCount(html) - linkCount(sanitizePageHtml(html)));
}

/** True when the HTML shows nothing: no text (spaces and line breaks do not count), no image, no video. */
export function isContentEmpty(html: string): boolean {
  const clean = sanitizePageHtml(html);
  if (/<(?:img|iframe)\b/i.test(clean)) return false;
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0|\s/g, "") === "";
}

/** The first words of a page's text, at most `max` characters (a translation's description for search results). */
export function textExcerpt(html: string, max = 160): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
