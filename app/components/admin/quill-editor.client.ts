// Loaded only in the browser, on the page form, by a dynamic import (Quill needs `document`).
import Quill from "quill";
import Header from "quill/formats/header";
import Link from "quill/formats/link";
import Video from "quill/formats/video";

/** Links keep only these schemes; any other becomes about:blank: a link can never run script. */
Link.PROTOCOL_WHITELIST = ["http", "https", "mailto", "tel"];

/** Links to pages of this site open in the same tab; links elsewhere in a new one (Quill's default). */
class PageLink extends Link {
  static override create(value: string): HTMLElement {
    const node = super.create(value) as HTMLElement;
    if (/^[/#?]/.test(value) && !value.startsWith("//")) {
      node.removeAttribute("target");
      node.removeAttribute("rel");
    }
    return node;
  }
}

/** Headings 1-3 only: a pasted h4-h6 becomes a paragraph instead of a heading the site does not style. */
class PageHeader extends Header {
  static override tagName = ["H1", "H2", "H3"];
}

/** Quill's own rule: a YouTube or Vimeo page link becomes the player's embed address. */
function videoEmbedAddress(url: string): string {
  const youtube =
    /^(?:(https?):\/\/)?(?:(?:www|m)\.)?youtube\.com\/watch.*v=([a-zA-Z0-9_-]+)/.exec(url) ??
    /^(?:(https?):\/\/)?(?:(?:www|m)\.)?youtu\.be\/([a-zA-Z0-9_-]+)/.exec(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube[2]}?showinfo=0`;
  const vimeo = /^(?:(https?):\/\/)?(?:www\.)?vimeo\.com\/(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[2]}/`;
  return url;
}

/** Videos: embed addresses only, and kept as a player in the saved HTML (Quill would write a plain link). */
class PageVideo extends Video {
  static override sanitize(url: string): string {
    return Link.sanitize(videoEmbedAddress(url));
  }

  override html(): string {
    return this.domNode.outerHTML;
  }
}

Quill.register({ "formats/header": PageHeader, "formats/link": PageLink, "formats/video": PageVideo }, true);

/** The editor's toolbar: headers 1-3, bold, italic, underline, link, ordered and bullet lists, clear formatting. */
const TOOLBAR = [[{ header: [1, 2, 3, false] }], ["bold", "italic", "underline", "link"], [{ list: "ordered" }, { list: "bullet" }], ["clean"]];

const TOOLBAR_LABELS: Record<string, string> = {
  ".ql-bold": "Bold",
  ".ql-italic": "Italic",
  ".ql-underline": "Underline",
  ".ql-link": "Insert link",
  '.ql-list[value="ordered"]': "Numbered list",
  '.ql-list[value="bullet"]': "Bulleted list",
  ".ql-clean": "Clear formatting",
};

const HEADER_LABELS: Record<string, string> = { "1": "Heading 1", "2": "Heading 2", "3": "Heading 3", "": "Normal text" };

export interface PageEditor {
  destroy: () => void;
  focus: () => void;
}

interface EditorOptions {
  html: string;
  labelId: string;
  describedBy?: string;
  placeholder?: string;
  /** Classes for the writing area (the typography of the published page). */
  contentClassName?: string;
  onChange: (html: string) => void;
}

/** The editor's HTML for saving: semantic lists, and plain spaces (Quill writes every space as &nbsp;). */
function documentHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return "";
  return quill.getSemanticHTML().replaceAll("&nbsp;", " ");
}

/** Mounts the page editor into `host` with `html` as its content. */
export function createPageEditor(host: HTMLElement, options: EditorOptions): PageEditor {
  const container = document.createElement("div");
  host.appendChild(container);
  const quill = new Quill(container, {
    theme: "snow",
    placeholder: options.placeholder,
    formats: ["header", "bold", "italic", "underline", "link", "list", "indent", "image", "video"],
    modules: {
      toolbar: TOOLBAR,
      // Tab keeps moving focus out of the editor; at the start of a list item it indents (levels 1-8).
      keyboard: { bindings: { tab: null } },
      history: { delay: 1000, maxStack: 100, userOnly: true },
      // Images dropped or pasted in are read locally as inline data, never uploaded: the editor sends nothing to the server until the page is saved.
      uploader: { mimetypes: ["image/png", "image/gif", "image/jpeg", "image/bmp", "image/x-icon"] },
    },
  });
  quill.setContents(quill.clipboard.convert({ html: options.html }), "silent");
  quill.history.clear();

  const editable = quill.root;
  editable.classList.add(...(options.contentClassName ?? "").split(/\s+/).filter(Boolean));
  // Accessible names Quill leaves out.
  editable.setAttribute("role", "textbox");
  editable.setAttribute("aria-multiline", "true");
  editable.setAttribute("aria-labelledby", options.labelId);
  if (options.describedBy) editable.setAttribute("aria-describedby", options.describedBy);
  const toolbar = host.querySelector(".ql-toolbar");
  toolbar?.setAttribute("aria-label", "Formatting");
  for (const [selector, label] of Object.entries(TOOLBAR_LABELS)) {
    toolbar?.querySelector(selector)?.setAttribute("aria-label", label);
  }
  toolbar?.querySelector(".ql-header .ql-picker-label")?.setAttribute("aria-label", "Text style");
  toolbar?.querySelectorAll(".ql-header .ql-picker-item").forEach((item) => {
    item.setAttribute("aria-label", HEADER_LABELS[item.getAttribute("data-value") ?? ""] ?? "Normal text");
  });
  host.querySelector(".ql-tooltip input[type=text]")?.setAttribute("aria-label", "Link address");

  quill.on("text-change", () => options.onChange(documentHtml(quill)));

  return {
    destroy: () => {
      quill.off("text-change");
      host.replaceChildren();
    },
    focus: () => quill.focus(),
  };
}
