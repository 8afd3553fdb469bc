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

/** Lines of at most `width`; a word longer than a line (a long link) is broken across lines. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
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

/** The document's title and subject, the site as author, Australian English; and its two fonts. */
export async function preparePdf(doc: PDFDocument, info: { title: string; subject: string }): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage("en-AU");
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}
