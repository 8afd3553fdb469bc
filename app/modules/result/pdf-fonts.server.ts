// fontkit's shaper for Indic scripts is compiled with generators that expect this runtime as a global.
import "regenerator-runtime/runtime.js";
import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { convert } from "fontverter";
import { StandardFonts, type PDFDocument, type PDFFont } from "pdf-lib";
import type { Locale } from "~/modules/i18n/locales";
import { printable, type TextFit } from "~/modules/template-pdf/pdf-kit.server";
import { subsetFontOffThread } from "./font-subset-pool.server";
import { pdfFontFamilies, pdfFontFile, type PdfFontFamily, type PdfFontWeight } from "./pdf-font-families";

/**
 * The two fonts a PDF is written in, and how its text meets them: `drawable` leaves out characters the
 * fonts cannot draw (rather than drawing boxes); Chinese and Japanese put no spaces between words, so a
 * line may end between any two characters.
 */
export interface PdfFonts extends TextFit {
  regular: PDFFont;
  bold: PDFFont;
}

/** The fonts' folder; the server runs from the project's root (as `npm start` and the Dockerfile do). */
const fontsDir = () => path.resolve(process.cwd(), "app/modules/result/fonts");

interface LoadedFont {
  /** The font as TrueType, ready to cut down or embed (a Buffer: the font tools read it as one). */
  bytes: Buffer;
  covers: (codePoint: number) => boolean;
}

const loaded = new Map<string, Promise<LoadedFont>>();

/** WOFF2 is decompressed by a WebAssembly module that fails when two decompressions start at once. */
let decompressions: Promise<unknown> = Promise.resolve();
function decompressed(stored: Buffer): Promise<Buffer> {
  const next = decompressions.then(() => convert(stored, "truetype"));
  decompressions = next.catch(() => undefined);
  return next;
}

/** A family's weight, read and decompressed once per process. */
function loadFont(family: PdfFontFamily, weight: PdfFontWeight): Promise<LoadedFont> {
  const file = pdfFontFile(family, weight);
  let font = loaded.get(file);
  if (!font) {
    font = fs.readFile(path.join(fontsDir(), file)).then(async (stored) => {
      const bytes = family.shaping ? stored : await decompressed(stored);
      const parsed = fontkit.create(bytes);
      return { bytes, covers: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
    });
    loaded.set(file, font);
    // A failed read is tried again by the next PDF rather than kept.
    font.catch(() => loaded.delete(file));
  }
  return font;
}

/** fontkit's `layout` takes the script as its third argument (its published types leave it out). */
type LayoutWithScript = (text: string, features: unknown, script?: string) => unknown;

type FontkitFont = ReturnType<typeof fontkit.create>;
const shapedFonts = new WeakMap<Uint8Array, FontkitFont>();
const layoutCacheLimit = 20_000;

/**
 * fontkit picks a line's script from its first letter, so a Hindi line that starts with a Latin word
 * ('eVisitor …') would go unshaped; a shaped family's lines are always laid out in its script. Shaping
 * takes about a millisecond a word, so each font is parsed once per process and its layouts are kept
 * (the same sentences come back in every result).
 */
function fontkitShapingIn(script: string): Parameters<PDFDocument["registerFontkit"]>[0] {
  return {
    create(bytes, postscriptName) {
      const cached = shapedFonts.get(bytes);
      if (cached) return cached;
      const font = fontkit.create(bytes, postscriptName);
      const layout = (font.layout as unknown as LayoutWithScript).bind(font);
      const layouts = new Map<string, unknown>();
      (font as unknown as { layout: LayoutWithScript }).layout = (text, features) => {
        const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
        let run = layouts.get(key);
        if (run === undefined) {
          if (layouts.size >= layoutCacheLimit) layouts.clear();
          run = layout(text, features, script);
          layouts.set(key, run);
        }
        return run;
      };
      shapedFonts.set(bytes, font);
      return font;
    },
  };
}

/**
 * Every feature fontkit applies by default is off for unshaped scripts: pdf-lib gives an embedded font's
 * glyphs the widths of the characters' own glyphs and ignores positioning, so a substituted glyph ('600'
 * after a hyphen in the CJK fonts) or a moved mark ('ị' as 'i' plus a dot) would be drawn with a gap.
 */
const unshapedFeatures = {
  ccmp: false,
  locl: false,
  rlig: false,
  mark: false,
  mkmk: false,
  calt: false,
  clig: false,
  liga: false,
  rclt: false,
  curs: false,
  kern: false,
};

async function embed(doc: PDFDocument, family: PdfFontFamily, weight: PdfFontWeight, font: LoadedFont, text: string): Promise<PDFFont> {
  if (family.shaping) return doc.embedFont(font.bytes, { subset: true });
  // pdf-lib's own subsetting garbles these fonts' glyphs; the font is cut down to the PDF's characters
  // here, in a worker thread (a CJK font takes long enough to hold up every other request).
  const subset = await subsetFontOffThread(pdfFontFile(family, weight), font.bytes, text);
  return doc.embedFont(subset, { subset: false, features: unshapedFeatures });
}

/**
 * The fonts of a result PDF in a language, holding the glyphs of `text` (everything the PDF will print).
 * English uses the PDF standard fonts; every other language embeds its Noto Sans family.
 */
export async function embedPdfFonts(doc: PDFDocument, locale: Locale, text: string): Promise<PdfFonts> {
  if (locale === "en") {
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return { regular, bold, drawable: printable, breaksBetweenCharacters: false, shaped: false };
  }
  const family = pdfFontFamilies[locale];
  doc.registerFontkit(family.shaping ? fontkitShapingIn(family.shaping.script) : fontkit);
  const [regularFont, boldFont] = await Promise.all([loadFont(family, "Regular"), loadFont(family, "Bold")]);
  const drawable = (value: string) => Array.from(value).filter((character) => /\s/.test(character) || coveredByBoth(regularFont, boldFont, character)).join("");
  const characters = drawable([...new Set(text)].join(""));
  const [regular, bold] = await Promise.all([embed(doc, family, "Regular", regularFont, characters), embed(doc, family, "Bold", boldFont, characters)]);
  return { regular, bold, drawable, breaksBetweenCharacters: locale === "ja" || locale.startsWith("zh"), shaped: Boolean(family.shaping) };
}

function coveredByBoth(regular: LoadedFont, bold: LoadedFont, character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return regular.covers(codePoint) && bold.covers(codePoint);
}

/** Whether a language's PDF fonts (both weights) can draw a character. */
export async function pdfFontsCover(locale: Exclude<Locale, "en">): Promise<(character: string) => boolean> {
  const family = pdfFontFamilies[locale];
  const [regular, bold] = await Promise.all([loadFont(family, "Regular"), loadFont(family, "Bold")]);
  return (character) => coveredByBoth(regular, bold, character);
}
