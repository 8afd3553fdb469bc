import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * A page's scripts start only once the page has been painted.
 *
 * Why: React Router asks for every module of a page at once, as `<link rel="modulepreload">` in the head
 * and the static imports of one inline module script. On a slow phone connection those downloads share
 * the line with the stylesheet and the font, so the first paint waits for code it does not need; and a
 * first visit's measured first paint counts every download that ended before it. The text is already on
 * the page (server-rendered), so nothing a visitor can see waits for the scripts.
 *
 * How: the module preloads are left out, and each inline module script is sent as an inert data block
 * (its text unchanged, so the same nonce or hash allows it) followed by a small classic script. That
 * script removes itself at once, and once the first contentful paint is on screen puts a real module
 * script with the same text and nonce in the data block's place. React hydrates against the same elements as before.
 */
export const HELD_MODULE_TYPE = "text/x-module-after-first-paint";

/**
 * Starts the held script once the browser has recorded the page's first contentful paint (its
 * performance entry, which comes when the frame is on screen; a frame drawn is not yet a frame shown).
 * A browser without paint entries starts it after the next frame; a page that paints nothing soon, as in
 * a tab opened in the background, starts it after three seconds all the same.
 */
const starter = (nonceAttribute: string) =>
  `<script${nonceAttribute}>(function(){var me=document.currentScript,held=me.previousElementSibling,done=false;me.remove();` +
  `function start(){if(done)return;done=true;var s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.text=held.text;held.replaceWith(s)}` +
  `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){setTimeout(start)})}setTimeout(start,3000)})()</script>`;

const TAGS = /<link\s[^>]*\brel="modulepreload"[^>]*>|<script\b(?![^>]*\ssrc=)([^>]*)\stype="module"([^>]*)>|<\/script>/g;
const NONCE = /\snonce="[^"]*"/;

/** Rewrites complete HTML text; `held` carries the nonce of a held script whose end tag is still to come. */
function rewrite(text: string, state: { held?: string }): string {
  return text.replace(TAGS, (tag: string, before?: string, after?: string) => {
    if (tag.startsWith("<link")) return "";
    if (tag === "</script>") {
      if (state.held === undefined) return tag;
      const nonce = state.held;
      state.held = undefined;
      return tag + starter(nonce);
    }
    const attributes = `${before ?? ""}${after ?? ""}`;
    state.held = NONCE.exec(attributes)?.[0] ?? "";
    return `<script${before ?? ""} type="${HELD_MODULE_TYPE}"${after ?? ""}>`;
  });
}

/** The whole-document form of the stream below: the reference its tests hold the stream to. */
export function scriptsAfterFirstPaint(html: string): string {
  return rewrite(html, {});
}

/**
 * The same as a stream of HTML bytes. Only text up to the last complete tag is rewritten; a tag cut by a
 * chunk boundary waits for the next chunk, so every pattern is seen whole.
 */
export function scriptsAfterFirstPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  const state: { held?: string } = {};
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = carry + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open >= 0 && text.indexOf(">", open) === -1 ? open : text.length;
      carry = text.slice(cut);
      callback(null, cut > 0 ? Buffer.from(rewrite(text.slice(0, cut), state)) : undefined);
    },
    flush(callback: TransformCallback) {
      const rest = carry + decoder.end();
      carry = "";
      callback(null, rest ? Buffer.from(rewrite(rest, state)) : undefined);
    },
  });
}
