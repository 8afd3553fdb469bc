import { escapeHtml } from "~/lib/escape-html";
import { receiptLines, type Receipt } from "~/modules/receipts/receipt";
import { detailsTableHtml, detailsText, paragraphsToHtml } from "./layout";

/** The receipt as a section of a message: its title, its lines and, on a demo installation, the warning. */
export function receiptSection(receipt: Receipt): { text: string; html: string } {
  const lines = receiptLines(receipt);
  const note = receipt.note ? `\n${receipt.note}` : "";
  return {
    text: `${receipt.title.toUpperCase()}\n${detailsText(lines)}${note}`,
    html: `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(receipt.title)}</h2>\n${detailsTableHtml(lines)}${receipt.note ? `\n${paragraphsToHtml(receipt.note)}` : ""}`,
  };
}
