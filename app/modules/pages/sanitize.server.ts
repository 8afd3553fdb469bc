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
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h1", "h2", "h3", "strong", "em", "u", "a", "ol", "ul", "li", "img", "iframe"],
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
  // An image or frame whose source was refused is dropped entirely.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

/** Cleans page HTML; run before storing and again before rendering. Idempotent. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** True when the HTML shows nothing: no text (spaces and line breaks do not count), no image, no video. */
export function isContentEmpty(html: string): boolean {
  const clean = sanitizePageHtml(html);
  if (/<(?:img|iframe)\b/i.test(clean)) return false;
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0|\s/g, "") === "";
}
