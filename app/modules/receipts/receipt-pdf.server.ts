import { PDFDocument } from "pdf-lib";
import { A4, colors, contentWidth, drawBand, drawLine, margin, preparePdf, wrap } from "~/modules/template-pdf/pdf-kit.server";
import { receiptLines, type Receipt } from "./receipt";

const labelWidth = 110;

/** The receipt as a one-page A4 PDF: the site's band, the title, the lines, and the demo warning if any. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await preparePdf(doc, { title: `${receipt.title} ${receipt.reference}`, subject: receipt.item });
  const page = doc.addPage([A4.width, A4.height]);
  drawBand(page, bold, "large");
  let y = A4.height - 78 - margin.top;
  drawLine(page, receipt.title, { x: margin.x, y, size: 22, font: bold, color: colors.ocean900 });
  y -= 36;
  for (const [label, value] of receiptLines(receipt)) {
    drawLine(page, label, { x: margin.x, y, size: 11, font: bold, color: colors.muted });
    for (const line of wrap(value, regular, 11, contentWidth - labelWidth)) {
      drawLine(page, line, { x: margin.x + labelWidth, y, size: 11, font: regular, color: colors.text });
      y -= 16;
    }
    y -= 6;
  }
  if (receipt.note) {
    y -= 10;
    for (const line of wrap(receipt.note, bold, 11, contentWidth)) {
      drawLine(page, line, { x: margin.x, y, size: 11, font: bold, color: colors.red });
      y -= 16;
    }
  }
  return doc.save();
}
