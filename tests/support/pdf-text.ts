import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from "pdf-lib";

/** A font's codes to text: one byte per character for the standard fonts (WinAnsi, read as Latin-1),
 * two bytes per glyph through the font's ToUnicode map for embedded fonts. */
type Decode = (hex: string) => string;

const latin1: Decode = (hex) => Buffer.from(hex, "hex").toString("latin1");

/** The ToUnicode map pdf-lib writes for an embedded font: `<glyph> <UTF-16BE text>` pairs. */
function toUnicodeDecoder(stream: PDFRawStream): Decode {
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
  const glyphs = new Map<string, string>();
  for (const [, code, text] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    glyphs.set((code as string).toLowerCase(), Buffer.from(text as string, "hex").swap16().toString("utf16le"));
  }
  return (hex) => (hex.toLowerCase().match(/.{4}/g) ?? []).map((code) => glyphs.get(code) ?? "").join("");
}

/** Each font resource of a page by its name, with how its codes read as text. */
function pageFonts(doc: PDFDocument, page: PDFPage): Map<string, Decode> {
  const fonts = new Map<string, Decode>();
  const resources = page.node.Resources();
  const fontDict = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, value] of fontDict?.entries() ?? []) {
    const font = value instanceof PDFRef ? doc.context.lookup(value, PDFDict) : (value as PDFDict);
    const toUnicode = font.lookup(PDFName.of("ToUnicode"));
    fonts.set(name.decodeText(), toUnicode instanceof PDFRawStream ? toUnicodeDecoder(toUnicode) : latin1);
  }
  return fonts;
}

/**
 * The text a PDF drawn with pdf-lib shows, page by page: its content streams are decoded and the hex
 * strings of their text operators read back through the font in use (WinAnsi for the standard fonts,
 * the ToUnicode map for embedded ones). Each text operator's text is one line.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = pageFonts(doc, page);
    const contents = page.node.Contents();
    const streams = contents === undefined ? [] : "asArray" in contents ? contents.asArray() : [contents];
    const text: string[] = [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const decoded = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      let decode = latin1;
      for (const match of decoded.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) decode = fonts.get(match[1]) ?? latin1;
        else text.push(decode(match[2] ?? ""));
      }
    }
    return text.join("\n");
  });
}
