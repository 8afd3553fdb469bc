// pdf-lib is loaded only when a result is first drawn (see result-pdf.server.ts).
import { PDFDocument, type PDFPage, type RGB } from "pdf-lib";
import type { ResultSummary } from "~/modules/eligibility/result-summary";
import type { Locale } from "~/modules/i18n/locales";
import { A4, colors, contentWidth, describePdf, drawBand, drawLine, margin, wrap } from "~/modules/template-pdf/pdf-kit.server";
import { embedPdfFonts, type PdfFonts } from "./pdf-fonts.server";

/** The PDF's own words around the result, in the result's language. */
export interface PdfWords {
  /** 'Your Preliminary Result'. */
  heading: string;
  /** 'Created on <date> from your answers: <label>: <value> | …'. */
  created: string;
  /** The document's title: 'Your Preliminary Result: <headline>'. */
  documentTitle: string;
  /** '<site> is not affiliated with the Department of Home Affairs.' */
  notAffiliated: string;
}

const levelColors: Record<ResultSummary["level"], RGB> = { likely: colors.green, caution: colors.amber, unlikely: colors.red };
const bandHeight = 78;
const bottom = 40;

class PageFull extends Error {}

/** Writes lines down one page at a given scale, and gives up (PageFull) when the page is full. */
class OnePageWriter {
  private y = A4.height - bandHeight - 18;

  constructor(
    /** Without a page the writer only measures (to find the scale at which the result fits). */
    private readonly page: PDFPage | null,
    private readonly fonts: PdfFonts,
    private readonly scale: number,
  ) {}

  text(value: string, options: { size?: number; bold?: boolean; color?: RGB; indent?: number; gapAfter?: number } = {}) {
    const size = (options.size ?? 9.5) * this.scale;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.3;
    for (const line of wrap(value, font, size, contentWidth - indent, this.fonts)) {
      this.y -= lineHeight;
      if (this.y < bottom) throw new PageFull();
      if (this.page) drawLine(this.page, line, { x: margin.x + indent, y: this.y + size * 0.25, size, font, color: options.color ?? colors.text }, this.fonts);
    }
    this.y -= (options.gapAfter ?? 2) * this.scale;
  }

  heading(value: string) {
    this.y -= 4 * this.scale;
    this.text(value, { size: 11, bold: true, color: colors.ocean700, gapAfter: 3 });
  }

  /** A coloured bar beside the verdict, as on the result page. */
  verdict(summary: ResultSummary) {
    const top = this.y;
    this.text(summary.headline, { size: 14, bold: true, color: levelColors[summary.level], indent: 12, gapAfter: 2 });
    this.text(summary.summary, { indent: 12, gapAfter: 2 });
    this.page?.drawRectangle({ x: margin.x, y: this.y, width: 4, height: top - this.y, color: levelColors[summary.level] });
    this.y -= 4 * this.scale;
  }

  bullet(value: string, marker = "-") {
    this.text(`${marker} ${value}`, { indent: 8 });
  }
}

function write(writer: OnePageWriter, summary: ResultSummary, links: { result: string }, words: PdfWords) {
  const { words: result } = summary;
  writer.text(words.heading, { size: 17, bold: true, color: colors.ocean900, gapAfter: 1 });
  writer.text(words.created, { size: 8.5, color: colors.muted, gapAfter: 8 });
  writer.verdict(summary);
  writer.text(summary.why, { gapAfter: 4 });

  if (summary.visa) {
    writer.heading(result.recommended);
    for (const figure of summary.visa.figures) writer.bullet(`${figure.label}: ${figure.text}`);
    writer.text(`${result.whatToDoNext} ${summary.visa.nextStep}`, { gapAfter: 1 });
    writer.text(`${result.officialPage}: ${summary.visa.officialUrl}`, { size: 8.5, color: colors.ocean700 });
  }
  if (summary.alternatives.length) {
    writer.heading(result.alsoPossible);
    for (const item of summary.alternatives) writer.bullet(`${item.item} ${item.officialUrl}`);
  }
  if (summary.findings.length) {
    writer.heading(result.actOn);
    for (const item of summary.findings) writer.bullet(`${item.label}: ${item.problem} ${item.nextStep} (${item.link})`);
  }
  for (const note of summary.notes) writer.text(note.link ? `${note.text} (${note.link})` : note.text, { size: 8.5, gapAfter: 3 });
  if (summary.checklist.length) {
    writer.heading(result.checklist);
    // The visa's own page is printed above; other pages (a form, the health page) beside their document.
    for (const item of summary.checklist) {
      const link = item.link.href === summary.visa?.officialUrl ? "" : ` (${item.link.href})`;
      writer.bullet(`${item.text}. ${item.why}${link}`, "[ ]");
    }
  }
  if (summary.sources.length) {
    writer.heading(result.sources);
    for (const source of summary.sources) {
      writer.text(`${source.title}${source.indexedEachJuly ? `, ${result.indexedEachJuly}` : ""}: ${source.url}`, { size: 7.5, color: colors.muted });
    }
  }
  writer.text(summary.figuresNote, { size: 7.5, color: colors.muted, gapAfter: 3 });
  writer.text(`${result.seeAgain}: ${links.result}`, { size: 7.5, color: colors.ocean700, gapAfter: 3 });
  writer.text(`${summary.disclaimer} ${words.notAffiliated}`, { size: 7.5, color: colors.muted });
}

/** Everything the PDF prints, so the embedded fonts hold exactly the glyphs it needs. */
function printedText(summary: ResultSummary, links: { result: string }, words: PdfWords): string {
  return JSON.stringify({ summary: { ...summary, outcome: null }, links, words }) + "[]-";
}

/**
 * A one-page, personalised summary of a result in its language. Long results (a sponsored visit with
 * several points to act on and a long checklist) are drawn smaller until they fit the page.
 */
export async function drawResultPdf(
  summary: ResultSummary,
  links: { result: string },
  words: PdfWords,
  language: { locale: Locale; languageTag: string },
  day: Date,
): Promise<Uint8Array> {
  // Dated by the day, not the moment: the same answers, day and language give the same bytes, so a
  // PDF can be kept and served again (result-pdf-cache.server.ts).
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(day);
  doc.setModificationDate(day);
  describePdf(doc, { title: words.documentTitle, subject: summary.visa?.name ?? summary.headline, language: language.languageTag });
  const fonts = await embedPdfFonts(doc, language.locale, printedText(summary, links, words));
  const page = doc.addPage([A4.width, A4.height]);
  drawBand(page, fonts.bold, "large");
  const scale = fittingScale((candidate) => write(new OnePageWriter(null, fonts, candidate), summary, links, words));
  write(new OnePageWriter(page, fonts, scale), summary, links, words);
  return doc.save();
}

/** The largest scale (1, 0.95, …) at which a measured run of the writer fits the page. */
function fittingScale(measure: (scale: number) => void): number {
  for (let scale = 1; ; scale -= 0.05) {
    try {
      measure(scale);
      return scale;
    } catch (error) {
      // Below this size the text is no longer readable on paper; a result never gets that long.
      if (!(error instanceof PageFull) || scale < 0.55) throw error;
    }
  }
}
