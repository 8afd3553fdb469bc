// Drawing pieces shared by the paid template and the free result summary; pdf-lib loads with the first PDF drawn.
import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { site } from "~/content/site";

export const A4 = { width: 595.28, height: 841.89 };
export const margin = { x: 50, top: 56, bottom: 64 };
export const contentWidth = A4.width - margin.x * 2;

const hex = (value: string): RGB => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);
export const colors = {
  ocean700: hex("#134a75"),
  ocean900: hex("#0b2c47"),
  ocean50: hex("#eff6fb"),
  wattle: hex("#f4c430"),
  text: hex("#1e293b"),
  muted: hex("#475569"),
  border: hex("#cbd5e1"),
  white: rgb(1, 1, 1),
  green: hex("#15803d"),
  amber: hex("#b45309"),
  red: hex("#b91c1c"),
};

/** The standard PDF fonts encode WinAnsi only; anything else is dropped rather than crashing the render. */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "");
}

/** How a text meets the fonts: the characters they can draw, and where a line may end. */
export interface TextFit {
  drawable: (text: string) => string;
  breaksBetweenCharacters: boolean;
  /** Shaped scripts (Devanagari) are slow to lay out, so their lines are drawn word by word from cached widths. */
  shaped: boolean;
}

const standardFit: TextFit = { drawable: printable, breaksBetweenCharacters: false, shaped: false };

/**
 * In Chinese and Japanese a line may end after any character, except that closing marks ('、', '。',
 * '）') stay with the character before them and opening marks ('（', '「') with the one after; a run of
 * Latin letters or digits stays whole.
 */
const cjkUnit =
  /[（「『【〔〈《“‘]*(?:[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}々〆〇]|[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}（「『【〔〈《“‘、。，．・：；？！ー）」』】〕〉》”’々]+|\S)[、。，．・：；？！ー）」』】〕〉》”’ぁぃぅぇぉっゃゅょァィゥェォッャュョ々]*/gu;

/** How much of a word too long for a line (a link) fits on one: at least one character. */
function fittingPrefix(word: string, font: PDFFont, size: number, width: number): number {
  let used = 0;
  let cut = 0;
  for (const character of word) {
    used += widthAtOne(font, character) * size;
    if (used > width && cut > 0) break;
    cut += character.length;
  }
  return cut;
}

/** One line of `wrap`, drawn; a shaped script's words are drawn one by one at their measured places. */
export function drawLine(page: PDFPage, line: string, options: { x: number; y: number; size: number; font: PDFFont; color: RGB }, fit: TextFit = standardFit) {
  if (!fit.shaped) {
    page.drawText(line, options);
    return;
  }
  const space = widthAtOne(options.font, " ") * options.size;
  let x = options.x;
  for (const word of line.split(" ")) {
    page.drawText(word, { ...options, x });
    x += widthAtOne(options.font, word) * options.size + space;
  }
}

const measured = new WeakMap<PDFFont, Map<string, number>>();

/** A word's width at size 1, measured once per font: laying out shaped scripts is slow. */
function widthAtOne(font: PDFFont, text: string): number {
  let widths = measured.get(font);
  if (!widths) {
    widths = new Map();
    measured.set(font, widths);
  }
  let width = widths.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1);
    widths.set(text, width);
  }
  return width;
}

/**
 * Lines of at most `width`; a word longer than a line (a long link) is broken across lines. Lines end at
 * spaces, and between characters where the language allows it (`fit`). A line's width is the sum of its
 * words' widths, so each word is measured once.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number, fit: TextFit = standardFit): string[] {
  const lines: string[] = [];
  const space = widthAtOne(font, " ") * size;
  let line = "";
  let lineWidth = 0;
  for (const word of fit.drawable(text).split(/\s+/).filter(Boolean)) {
    const units = fit.breaksBetweenCharacters ? (word.match(cjkUnit) ?? [word]) : [word];
    units.forEach((unit, index) => {
      const unitWidth = widthAtOne(font, unit) * size;
      const gap = line && index === 0 ? space : 0;
      if (lineWidth + gap + unitWidth <= width) {
        line = `${line}${gap ? " " : ""}${unit}`;
        lineWidth += gap + unitWidth;
        return;
      }
      if (line) lines.push(line);
      line = unit;
      while (widthAtOne(font, line) * size > width) {
        const cut = fittingPrefix(line, font, size, width);
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
      lineWidth = widthAtOne(font, line) * size;
    });
  }
  if (line) lines.push(line);
  return lines;
}

/** The site's mark: a rounded ocean square with a wattle-gold tick, as in the header and favicon. */
export function drawMark(page: PDFPage, x: number, y: number, size: number) {
  page.drawRectangle({ x, y, width: size, height: size, color: colors.ocean900, borderColor: colors.wattle, borderWidth: 0 });
  // The favicon's path, in its 32-unit box; SVG y grows downwards from the given origin.
  page.drawSvgPath("M9 17.5l4.5 4.5L23 11.5", { x, y: y + size, scale: size / 32, borderColor: colors.wattle, borderWidth: 3.2 });
}

/** The ocean-blue band at the top of a page with the site's mark and name: large on a first page, small after. */
export function drawBand(page: PDFPage, bold: PDFFont, size: "large" | "small") {
  const large = size === "large";
  const bandHeight = large ? 78 : 40;
  page.drawRectangle({ x: 0, y: A4.height - bandHeight, width: A4.width, height: bandHeight, color: colors.ocean700 });
  const markSize = large ? 30 : 20;
  const markY = A4.height - bandHeight / 2 - markSize / 2;
  drawMark(page, margin.x, markY, markSize);
  page.drawText(site.name, {
    x: margin.x + markSize + 10,
    y: markY + markSize / 2 - (large ? 6 : 4),
    size: large ? 17 : 11,
    font: bold,
    color: colors.white,
  });
}

/** The document's title, subject and language (Australian English unless given), with the site as author. */
export function describePdf(doc: PDFDocument, info: { title: string; subject: string; language?: string }) {
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage(info.language ?? "en-AU");
}

/** An English document described as above, and its two standard fonts. */
export async function preparePdf(doc: PDFDocument, info: { title: string; subject: string }): Promise<{ regular: PDFFont; bold: PDFFont }> {
  describePdf(doc, info);
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}
