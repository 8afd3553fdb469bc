// pdf-lib is loaded only when a template is first drawn (see render.server.ts).
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { site } from "~/content/site";
import { A4, colors, contentWidth, drawBand, drawMark, margin, preparePdf, printable, wrap } from "./pdf-kit.server";
import { templateDocument, type ChecklistItem, type GuideBuyer, type TemplateDocument, type TemplateKind, type TemplateSection } from "./template-content";

const body = { size: 10.5, leading: 1.4 };
/** Where the footer rule sits: room below for the disclaimer, the seller (or the demo notice) and wrapping. */
const FOOTER_TOP = 60;

interface TextStyle {
  size?: number;
  font?: PDFFont;
  color?: RGB;
  indent?: number;
  width?: number;
  gapAfter?: number;
}

/** Lays the guide out page by page: headings, text, question cards, tick boxes; numbers the pages at the end. */
class Layout {
  readonly pages: PDFPage[] = [];
  /** The page each section heading landed on, for the contents. */
  readonly sectionPages: Array<{ heading: string; page: number }> = [];
  private page!: PDFPage;
  private y = 0;
  private fieldCount = 0;
  private sectionCount = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  get current(): PDFPage {
    return this.page;
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    return this.page;
  }

  newPage() {
    this.addPage();
    drawBand(this.page, this.bold, "small");
    this.y = A4.height - 40 - 30;
  }

  private ensure(height: number) {
    if (this.y - height < margin.bottom + 8) this.newPage();
  }

  lines(text: string, style: TextStyle = {}): string[] {
    return wrap(text, style.font ?? this.regular, style.size ?? body.size, style.width ?? contentWidth - (style.indent ?? 0));
  }

  /** Height of a paragraph as `paragraph` would draw it. */
  measure(text: string, style: TextStyle = {}): number {
    return this.lines(text, style).length * (style.size ?? body.size) * body.leading + (style.gapAfter ?? 4);
  }

  paragraph(text: string, style: TextStyle = {}) {
    const size = style.size ?? body.size;
    const lineHeight = size * body.leading;
    for (const line of this.lines(text, style)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: margin.x + (style.indent ?? 0), y: this.y + size * 0.3, size, font: style.font ?? this.regular, color: style.color ?? colors.text });
    }
    this.y -= style.gapAfter ?? 4;
  }

  gap(points: number) {
    this.y -= points;
  }

  sectionHeading(heading: string) {
    this.ensure(90);
    this.sectionCount += 1;
    this.sectionPages.push({ heading, page: this.pages.length });
    this.y -= 14;
    const number = String(this.sectionCount);
    this.page.drawCircle({ x: margin.x + 11, y: this.y - 8, size: 11, color: colors.ocean700 });
    this.page.drawText(number, { x: margin.x + 11 - this.bold.widthOfTextAtSize(number, 11) / 2, y: this.y - 12, size: 11, font: this.bold, color: colors.white });
    this.page.drawText(printable(heading), { x: margin.x + 30, y: this.y - 13, size: 16, font: this.bold, color: colors.ocean900 });
    this.y -= 26;
    this.page.drawLine({ start: { x: margin.x, y: this.y }, end: { x: margin.x + contentWidth, y: this.y }, thickness: 1.5, color: colors.wattle });
    this.y -= 12;
  }

  subheading(text: string) {
    // Room for the heading and a first card, so a part's title never ends a page alone.
    this.ensure(140);
    this.y -= 6;
    this.paragraph(text.toUpperCase(), { size: 9.5, font: this.bold, color: colors.ocean700, gapAfter: 6 });
  }

  bullet(text: string) {
    this.ensure(body.size * body.leading);
    this.page.drawRectangle({ x: margin.x + 2, y: this.y - body.size * 0.95, width: 4, height: 4, color: colors.wattle });
    this.paragraph(text, { indent: 14, gapAfter: 5 });
  }

  /** A shaded card kept on one page: a bold title, then labelled paragraphs, with a coloured bar on its left. */
  card(title: string, rows: Array<{ label: string; text: string }>, accent: RGB) {
    const pad = 10;
    const inner = contentWidth - pad * 2 - 4;
    const titleStyle = { size: 11, font: this.bold, width: inner };
    const labelStyle = { size: 8, font: this.bold, width: inner, gapAfter: 1 };
    const textStyle = { size: 10, width: inner, gapAfter: 5 };
    // The last paragraph's gap is the card's bottom padding.
    const height = pad * 2 - textStyle.gapAfter + this.measure(title, { ...titleStyle, gapAfter: 4 }) + rows.reduce((sum, row) => sum + this.measure(row.label, labelStyle) + this.measure(row.text, textStyle), 0);
    this.ensure(height + 8);
    const top = this.y;
    this.page.drawRectangle({ x: margin.x, y: top - height, width: contentWidth, height, color: colors.ocean50 });
    this.page.drawRectangle({ x: margin.x, y: top - height, width: 4, height, color: accent });
    this.y -= pad - 2;
    const indent = pad + 4;
    this.paragraph(title, { ...titleStyle, indent, color: colors.ocean900, gapAfter: 4 });
    for (const row of rows) {
      this.paragraph(row.label.toUpperCase(), { ...labelStyle, indent, color: colors.muted });
      this.paragraph(row.text, { ...textStyle, indent });
    }
    this.y = top - height - 8;
  }

  /** A tick box and its document; one that matters more for the buyer gets a wattle bar and its reason under it. */
  checkbox(item: ChecklistItem) {
    const noteStyle = { indent: 24, size: 9, font: this.bold, color: colors.ocean700, gapAfter: 8 };
    const height = this.measure(item.text, { indent: 24, gapAfter: item.forYou ? 2 : 8 }) + (item.forYou ? this.measure(item.forYou, noteStyle) : 0);
    this.ensure(height);
    if (item.forYou) this.page.drawRectangle({ x: margin.x - 8, y: this.y - height + 6, width: 3, height: height - 4, color: colors.wattle });
    const box = this.doc.getForm().createCheckBox(`check_${++this.fieldCount}`);
    box.addToPage(this.page, { x: margin.x + 2, y: this.y - 13, width: 12, height: 12, borderColor: colors.ocean700, borderWidth: 1.2, backgroundColor: colors.white });
    this.paragraph(item.text, { indent: 24, gapAfter: item.forYou ? 2 : 8 });
    if (item.forYou) this.paragraph(item.forYou, noteStyle);
  }

  link(label: string, url: string) {
    this.ensure(34);
    this.paragraph(label, { font: this.bold, color: colors.ocean900, gapAfter: 0 });
    this.paragraph(url, { size: 9.5, color: colors.ocean700, gapAfter: 8 });
  }

  section(section: TemplateSection) {
    this.sectionHeading(section.heading);
    if (section.intro) this.paragraph(section.intro, { color: colors.muted, gapAfter: 10 });
    switch (section.kind) {
      case "notes":
        section.items.forEach((item) => this.bullet(item));
        break;
      case "questions":
        for (const part of section.parts) {
          this.subheading(part.title);
          part.questions.forEach((question) =>
            this.card(question.question, [
              { label: "What it asks", text: question.asks },
              { label: "How to answer", text: question.answer },
            ], colors.ocean700),
          );
        }
        break;
      case "refusals":
        section.items.forEach((item, index) => this.card(`${index + 1}. ${item.reason}`, [{ label: "How to avoid it", text: item.avoid }], colors.red));
        break;
      case "checklist":
        section.items.forEach((item) => this.checkbox(item));
        break;
      case "links":
        section.items.forEach((item) => this.link(item.label, item.url));
        break;
    }
  }

  /** The foot of every page but the cover's band: the disclaimer, who publishes the guide, 'Page n of N'. */
  footers(lines: string[]) {
    this.pages.forEach((page, index) => {
      page.drawLine({ start: { x: margin.x, y: FOOTER_TOP }, end: { x: margin.x + contentWidth, y: FOOTER_TOP }, thickness: 0.5, color: colors.border });
      const wrapped = lines.flatMap((line) => wrap(line, this.regular, 7, contentWidth - 70));
      wrapped.forEach((line, lineIndex) => page.drawText(line, { x: margin.x, y: FOOTER_TOP - 10 - lineIndex * 8.5, size: 7, font: this.regular, color: colors.muted }));
      const label = `Page ${index + 1} of ${this.pages.length}`;
      page.drawText(label, { x: margin.x + contentWidth - this.bold.widthOfTextAtSize(label, 8), y: FOOTER_TOP - 10, size: 8, font: this.bold, color: colors.ocean700 });
    });
  }
}

/** The cover: a full-width title block, the buyer's box, the visa's key figures and the contents (filled in last). */
function drawCover(layout: Layout, content: TemplateDocument): (sections: Array<{ heading: string; page: number }>) => void {
  const page = layout.addPage();
  const { regular, bold } = layout;
  const blockHeight = 300;
  page.drawRectangle({ x: 0, y: A4.height - blockHeight, width: A4.width, height: blockHeight, color: colors.ocean900 });
  page.drawRectangle({ x: 0, y: A4.height - blockHeight - 6, width: A4.width, height: 6, color: colors.wattle });
  drawMark(page, margin.x, A4.height - 80, 34);
  page.drawText(site.name, { x: margin.x + 46, y: A4.height - 70, size: 16, font: bold, color: colors.white });

  let y = A4.height - 140;
  page.drawText("APPLICATION GUIDE & DOCUMENT CHECKLIST", { x: margin.x, y, size: 10, font: bold, color: colors.wattle });
  y -= 12;
  for (const line of wrap(content.subtitle, bold, 26, contentWidth)) {
    y -= 31;
    page.drawText(line, { x: margin.x, y, size: 26, font: bold, color: colors.white });
  }
  y -= 10;
  for (const line of wrap(content.summary, regular, 11, contentWidth)) {
    y -= 15;
    page.drawText(line, { x: margin.x, y, size: 11, font: regular, color: colors.ocean50 });
  }

  // The buyer's box.
  y = A4.height - blockHeight - 30;
  const personal = content.personal.flatMap((line) => wrap(line, regular, 10, contentWidth - 28));
  const boxHeight = 26 + personal.length * 14;
  page.drawRectangle({ x: margin.x, y: y - boxHeight, width: contentWidth, height: boxHeight, color: colors.ocean50, borderColor: colors.border, borderWidth: 0.5 });
  page.drawRectangle({ x: margin.x, y: y - boxHeight, width: 4, height: boxHeight, color: colors.wattle });
  page.drawText("YOUR GUIDE", { x: margin.x + 14, y: y - 16, size: 8, font: bold, color: colors.muted });
  personal.forEach((line, index) => page.drawText(line, { x: margin.x + 14, y: y - 30 - index * 14, size: 10, font: regular, color: colors.text }));
  y -= boxHeight + 24;

  // Key figures, two to a row.
  page.drawText("KEY FIGURES", { x: margin.x, y, size: 8, font: bold, color: colors.muted });
  y -= 8;
  const columnWidth = (contentWidth - 12) / 2;
  for (let index = 0; index < content.figures.length; index += 2) {
    const row = content.figures.slice(index, index + 2).map((figure) => ({ figure, lines: wrap(figure.text, regular, 9, columnWidth - 20) }));
    const rowHeight = 26 + Math.max(...row.map((cell) => cell.lines.length)) * 12;
    row.forEach((cell, column) => {
      const x = margin.x + column * (columnWidth + 12);
      page.drawRectangle({ x, y: y - rowHeight, width: columnWidth, height: rowHeight, borderColor: colors.border, borderWidth: 0.75, color: colors.white });
      page.drawText(printable(cell.figure.label), { x: x + 10, y: y - 16, size: 10, font: bold, color: colors.ocean700 });
      cell.lines.forEach((line, lineIndex) => page.drawText(line, { x: x + 10, y: y - 30 - lineIndex * 12, size: 9, font: regular, color: colors.text }));
    });
    y -= rowHeight + 10;
  }

  const contentsTop = y - 14;
  return (sections) => {
    let line = contentsTop;
    page.drawText("CONTENTS", { x: margin.x, y: line, size: 8, font: bold, color: colors.muted });
    sections.forEach((section, index) => {
      line -= 15;
      const label = `${index + 1}. ${section.heading}`;
      const number = String(section.page);
      page.drawText(printable(label), { x: margin.x, y: line, size: 10, font: regular, color: colors.text });
      const dotsStart = margin.x + regular.widthOfTextAtSize(printable(label), 10) + 6;
      const numberX = margin.x + contentWidth - bold.widthOfTextAtSize(number, 10);
      page.drawLine({ start: { x: dotsStart, y: line + 2 }, end: { x: numberX - 6, y: line + 2 }, thickness: 0.5, color: colors.border, dashArray: [1, 2] });
      page.drawText(number, { x: numberX, y: line, size: 10, font: bold, color: colors.ocean700 });
    });
  };
}

/**
 * Draws the guide. `publisher` is the line naming who sells it (business name, ABN, address, support
 * address), or the demo-installation notice; it goes in every page's footer.
 */
export async function drawTemplatePdf(kind: TemplateKind, buyer: GuideBuyer = {}, publisher?: string): Promise<Uint8Array> {
  const content = templateDocument(kind, buyer);
  const doc = await PDFDocument.create();
  const { regular, bold } = await preparePdf(doc, { title: `${content.title} - ${content.subtitle}`, subject: content.subtitle });
  const layout = new Layout(doc, regular, bold);
  const fillContents = drawCover(layout, content);
  layout.newPage();
  content.sections.forEach((section) => layout.section(section));
  fillContents(layout.sectionPages);
  layout.footers(publisher ? [content.footer, publisher] : [content.footer]);
  doc.getForm().updateFieldAppearances(regular);
  return doc.save();
}
