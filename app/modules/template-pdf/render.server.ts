import { senderLine } from "~/modules/business/identity";
import { businessIdentity } from "~/modules/business/identity.server";
import type { GuideBuyer, TemplateKind } from "./template-content";

// pdf-lib costs the server about 25 MB of memory, so it loads with the first template drawn, not at start-up.
const cache = new Map<TemplateKind, Promise<Uint8Array>>();

function draw(kind: TemplateKind, buyer?: GuideBuyer): Promise<Uint8Array> {
  // Who sells the guide, as configured (or the demo-installation notice), in every page's footer.
  const publisher = senderLine(businessIdentity());
  return import("./draw-pdf.server").then(({ drawTemplatePdf }) => drawTemplatePdf(kind, buyer, publisher));
}

/**
 * The guide PDF for a visa. With the buyer's order it is drawn for them (their address, reference and
 * date on the cover); without, it depends only on the visa and the facts module and is drawn once per
 * process.
 */
export function renderTemplatePdf(kind: TemplateKind, buyer?: GuideBuyer): Promise<Uint8Array> {
  if (buyer && (buyer.email || buyer.reference)) return draw(kind, buyer);
  let pdf = cache.get(kind);
  if (!pdf) {
    pdf = draw(kind);
    cache.set(kind, pdf);
    pdf.catch(() => cache.delete(kind));
  }
  return pdf;
}

export function templateFileName(kind: TemplateKind): string {
  return `australian-visa-${kind}-template.pdf`;
}
