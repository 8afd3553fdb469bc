import { getDb } from "~/lib/db.server";
import { pdfDownload } from "~/lib/pdf-response";
import { findOrder } from "~/modules/payments/records.server";
import { guideBuyer, guideOrderOf } from "~/modules/payments/template-mail.server";
import { verifyDownloadLink } from "~/modules/payments/download-link.server";
import { downloadProblemPage } from "~/modules/payments/download-problem-page";
import { renderTemplatePdf, templateFileName } from "~/modules/template-pdf/render.server";
import type { Route } from "./+types/template.download";

/** GET /template/download: the template PDF for a valid, unexpired signed link from the e-mail. */
export async function loader({ url }: Route.LoaderArgs) {
  const check = verifyDownloadLink(url.searchParams);
  if (!check.ok) {
    return new Response(downloadProblemPage(check.reason), {
      status: check.reason === "expired" ? 410 : 403,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // The link names the order: the guide is drawn for its buyer, as the e-mailed copy was.
  const order = await findOrder(getDb(), check.ref);
  const buyer = order ? guideBuyer(order.email, guideOrderOf(order)) : undefined;
  return pdfDownload(await renderTemplatePdf(check.template, buyer), templateFileName(check.template));
}
