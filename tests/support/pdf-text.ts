import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";

/**
 * The text a PDF drawn with pdf-lib's standard fonts shows, page by page: its content streams are
 * decoded and the hex strings of their text operators read back as WinAnsi (Latin-1) text.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents === undefined ? [] : "asArray" in contents ? contents.asArray() : [contents];
    const text: string[] = [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const decoded = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of decoded.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) text.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
    }
    return text.join("\n");
  });
}
