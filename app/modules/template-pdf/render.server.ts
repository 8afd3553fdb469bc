import type { TemplateStream } from "./template-content";

// pdf-lib costs the server about 25 MB of memory, so it loads with the first template drawn, not at start-up.
const cache = new Map<TemplateStream, Promise<Uint8Array>>();

/**
 * The template PDF for a stream: a branded, fillable application template and document checklist.
 * It depends only on the stream and the facts module, so each stream is rendered once per process.
 */
export function renderTemplatePdf(stream: TemplateStream): Promise<Uint8Array> {
  let pdf = cache.get(stream);
  if (!pdf) {
    pdf = import("./draw-pdf.server").then(({ drawTemplatePdf }) => drawTemplatePdf(stream));
    cache.set(stream, pdf);
    pdf.catch(() => cache.delete(stream));
  }
  return pdf;
}

export function templateFileName(stream: TemplateStream): string {
  return `australian-visitor-visa-${stream}-template.pdf`;
}
