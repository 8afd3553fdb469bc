// pdf-lib is loaded only when a result is first drawn (see result-pdf.server.ts).
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { describeSource } from "~/content/facts";
import { site } from "~/content/site";
import type { ResultSummary } from "~/modules/eligibility/result-summary";
import { A4, colors, contentWidth, drawBand, margin, preparePdf, wrap } from "~/modules/template-pdf/pdf-kit.server";

const levelColors: Record<ResultSummary["level"], RGB> = { likely: colors.green, caution: colors.amber, unlikely: colors.red };
const bandHeight = 78;
const bottom = 40;

class PageFull extends Error {}

/** Writes lines down one page at a given scale, and gives up (PageFull) when the page is full. */
class OnePageWriter {
  private y = A4.height - bandHeight - 18;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly scale: number,
  ) {}

  text(value: string, options: { size?: number; bold?: boolean; color?: RGB; indent?: number; gapAfter?: number } = {}) {
    const size = (options.size ?? 9.5) * this.scale;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.3;
    for (const line of wrap(value, font, size, contentWidth - indent)) {
      this.y -= lineHeight;
      if (this.y < bottom) throw new PageFull();
      this.page.drawText(line, { x: margin.x + indent, y: this.y + size * 0.25, size, font, color: options.color ?? colors.text });
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
    this.page.drawRectangle({ x: margin.x, y: this.y, width: 4, height: top - this.y, color: levelColors[summary.level] });
    this.y -= 4 * this.scale;
  }

  bullet(value: string, marker = "-") {
    this.text(`${marker} ${value}`, { indent: 8 });
  }
}

function write(writer: OnePageWriter, summary: ResultSummary, links: { result: string }, created: string) {
  writer.text("Your Preliminary Result", { size: 17, bold: true, color: colors.ocean900, gapAfter: 1 });
  writer.text(`Created on ${created} from your answers: ${summary.answers.map(([label, value]) => `${label}: ${value}`).join(" | ")}`, {
    size: 8.5,
    color: colors.muted,
    gapAfter: 8,
  });
  writer.verdict(summary);
  writer.text(summary.why, { gapAfter: 4 });

  if (summary.visa) {
    writer.heading(`Recommended: ${summary.visa.name}`);
    for (const figure of summary.visa.figures) writer.bullet(`${figure.label}: ${figure.text}`);
    writer.text(`What to do next: ${summary.visa.nextStep}`, { gapAfter: 1 });
    writer.text(`Official page: ${summary.visa.officialUrl}`, { size: 8.5, color: colors.ocean700 });
  }
  if (summary.alternatives.length) {
    writer.heading("Also possible");
    for (const item of summary.alternatives) writer.bullet(`${item.name}. ${item.when} ${item.officialUrl}`);
  }
  if (summary.findings.length) {
    writer.heading("What to act on");
    for (const item of summary.findings) writer.bullet(`${item.label}: ${item.problem} ${item.nextStep} (${item.link})`);
  }
  for (const note of summary.notes) writer.text(note.link ? `${note.text} (${note.link})` : note.text, { size: 8.5, gapAfter: 3 });
  if (summary.checklist.length) {
    writer.heading("Documents checklist");
    for (const item of summary.checklist) writer.bullet(item, "[ ]");
  }
  if (summary.sources.length) {
    writer.heading("Sources");
    for (const source of summary.sources) {
      writer.text(`${describeSource(source)}${source.indexedEachJuly ? ", indexed every 1 July" : ""}: ${source.url}`, { size: 7.5, color: colors.muted });
    }
  }
  writer.text(summary.figuresNote, { size: 7.5, color: colors.muted, gapAfter: 3 });
  writer.text(`See this result again: ${links.result}`, { size: 7.5, color: colors.ocean700, gapAfter: 3 });
  writer.text(`${summary.disclaimer} ${site.name} is not affiliated with the Department of Home Affairs.`, { size: 7.5, color: colors.muted });
}

/**
 * A one-page, personalised summary of a result. Long results (a sponsored visit with several points to
 * act on and a long checklist) are drawn smaller until they fit the page.
 */
export async function drawResultPdf(summary: ResultSummary, links: { result: string }, created: string): Promise<Uint8Array> {
  for (let scale = 1; ; scale -= 0.05) {
    const doc = await PDFDocument.create();
    const { regular, bold } = await preparePdf(doc, { title: `Your Preliminary Result: ${summary.headline}`, subject: summary.visa?.name ?? summary.headline });
    const page = doc.addPage([A4.width, A4.height]);
    drawBand(page, bold, "large");
    try {
      write(new OnePageWriter(page, regular, bold, scale), summary, links, created);
      return await doc.save();
    } catch (error) {
      // Below this size the text is no longer readable on paper; a result never gets that long.
      if (!(error instanceof PageFull) || scale < 0.55) throw error;
    }
  }
}
