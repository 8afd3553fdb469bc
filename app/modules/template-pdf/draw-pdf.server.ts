// pdf-lib is loaded only when a template is first drawn (see render.server.ts).
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { A4, colors, contentWidth, drawBand, margin, preparePdf, wrap } from "./pdf-kit.server";
import { templateDocument, type TemplateKind, type TemplateSection } from "./template-content";


class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private fieldCount = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  newPage(first = false) {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    const bandHeight = first ? 78 : 40;
    drawBand(this.page, this.bold, first ? "large" : "small");
    this.y = A4.height - bandHeight - (first ? 34 : 28);
  }

  private ensure(height: number) {
    if (this.y - height < margin.bottom) this.newPage();
  }

  paragraph(text: string, options: { size?: number; font?: PDFFont; color?: RGB; indent?: number; gapAfter?: number } = {}) {
    const size = options.size ?? 10.5;
    const font = options.font ?? this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of wrap(text, font, size, contentWidth - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: margin.x + indent, y: this.y + size * 0.25, size, font, color: options.color ?? colors.text });
    }
    this.y -= options.gapAfter ?? 4;
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 10;
    this.paragraph(text, { size: 14, font: this.bold, color: colors.ocean700, gapAfter: 2 });
    this.page.drawLine({
      start: { x: margin.x, y: this.y },
      end: { x: margin.x + contentWidth, y: this.y },
      thickness: 1,
      color: colors.wattle,
    });
    this.y -= 10;
  }

  bullet(text: string) {
    const size = 10.5;
    this.ensure(size * 1.35);
    this.page.drawCircle({ x: margin.x + 4, y: this.y - size * 0.8, size: 1.8, color: colors.ocean700 });
    this.paragraph(text, { indent: 14, gapAfter: 3 });
  }

  field(label: string, multiline: boolean) {
    const height = multiline ? 44 : 20;
    this.ensure(height + 22);
    this.paragraph(label, { size: 9.5, color: colors.muted, gapAfter: 2 });
    const form = this.doc.getForm();
    const field = form.createTextField(`field_${++this.fieldCount}`);
    if (multiline) field.enableMultiline();
    field.addToPage(this.page, {
      x: margin.x,
      y: this.y - height,
      width: contentWidth,
      height,
      font: this.regular,
      borderColor: colors.border,
      borderWidth: 1,
      backgroundColor: colors.ocean50,
      textColor: colors.text,
    });
    this.y -= height + 10;
  }

  checkbox(text: string) {
    const size = 10.5;
    const lines = wrap(text, this.regular, size, contentWidth - 22);
    this.ensure(lines.length * size * 1.35 + 6);
    const box = this.doc.getForm().createCheckBox(`check_${++this.fieldCount}`);
    box.addToPage(this.page, { x: margin.x, y: this.y - 12, width: 11, height: 11, borderColor: colors.ocean700, borderWidth: 1 });
    this.paragraph(text, { indent: 22, gapAfter: 6 });
  }

  section(section: TemplateSection) {
    this.heading(section.heading);
    if (section.kind !== "notes" && section.intro) this.paragraph(section.intro, { color: colors.muted, gapAfter: 8 });
    if (section.kind === "notes") section.items.forEach((item) => this.bullet(item));
    if (section.kind === "form") section.fields.forEach((field) => this.field(field.label, field.multiline ?? false));
    if (section.kind === "checklist") section.items.forEach((item) => this.checkbox(item));
  }

  footers(text: string) {
    this.pages.forEach((page, index) => {
      const lines = wrap(text, this.regular, 7.5, contentWidth - 70);
      lines.forEach((line, lineIndex) => {
        page.drawText(line, { x: margin.x, y: 36 - lineIndex * 10, size: 7.5, font: this.regular, color: colors.muted });
      });
      const label = `Page ${index + 1} of ${this.pages.length}`;
      page.drawText(label, {
        x: margin.x + contentWidth - this.regular.widthOfTextAtSize(label, 7.5),
        y: 36,
        size: 7.5,
        font: this.regular,
        color: colors.muted,
      });
    });
  }
}

export async function drawTemplatePdf(kind: TemplateKind): Promise<Uint8Array> {
  const content = templateDocument(kind);
  const doc = await PDFDocument.create();
  const { regular, bold } = await preparePdf(doc, { title: `${content.title} - ${content.subtitle}`, subject: content.subtitle });

  const writer = new Writer(doc, regular, bold);
  writer.newPage(true);
  writer.paragraph(content.title, { size: 19, font: bold, color: colors.ocean900, gapAfter: 2 });
  writer.paragraph(content.subtitle, { size: 12, color: colors.muted, gapAfter: 8 });
  content.sections.forEach((section) => writer.section(section));
  writer.footers(content.footer);
  doc.getForm().updateFieldAppearances(regular);
  return doc.save();
}
