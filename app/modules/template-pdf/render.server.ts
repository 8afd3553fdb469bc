import type { TemplateKind } from "./template-content";

// pdf-lib costs the server about 25 MB of memory, so it loads with the first template drawn, not at start-up.
const cache = new Map<TemplateKind, Promise<Uint8Array>>();

/**
 * The template PDF for a visa: a branded, fillable application template and document checklist.
 * It depends only on the visa and the facts module, so each one is rendered once per process.
 */
export function renderTemplatePdf(kind: TemplateKind): Promise<Uint8Array> {
  let pdf = cache.get(kind);
  if (!pdf) {
    pdf = import("./draw-pdf.server").then(({ drawTemplatePdf }) => drawTemplatePdf(kind));
    cache.set(kind, pdf);
    pdf.catch(() => cache.delete(kind));
  }
  return pdf;
}

export function templateFileName(kind: TemplateKind): string {
  return `australian-visa-${kind}-template.pdf`;
}
