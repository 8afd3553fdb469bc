import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { pdfDownload } from "~/lib/pdf-response";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { businessIdentity } from "~/modules/business/identity.server";
import { receiptFileName } from "~/modules/receipts/receipt";
import { renderReceiptPdf } from "~/modules/receipts/receipt-pdf.server";
import { receiptFor, receiptForSession } from "~/modules/receipts/receipts.server";
import { SESSION_ID_PATTERN } from "~/modules/payments/sessions.server";
import { getStripe } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/payment.receipt";

const rowId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const query = z.union([
  z.object({ session_id: z.string().regex(SESSION_ID_PATTERN) }).strict(),
  z.object({ order: rowId }).strict(),
  z.object({ booking: rowId }).strict(),
]);

/**
 * A receipt as a PDF. The buyer's success page asks by its checkout session (confirmed with Stripe, as the
 * page itself is); the admin area asks by order or booking, which needs a signed-in administrator.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(null, { status: 404 });
  const deps = { db: getDb(), stripe: getStripe(), business: businessIdentity() };
  let receipt;
  if ("session_id" in parsed.data) {
    receipt = await receiptForSession(deps, parsed.data.session_id);
  } else {
    await requireAdmin(request, url);
    const target = "order" in parsed.data ? { kind: "order" as const, id: parsed.data.order } : { kind: "booking" as const, id: parsed.data.booking };
    receipt = await receiptFor(deps.db, deps.business, target);
  }
  if (!receipt) throw data(null, { status: 404 });
  return pdfDownload(await renderReceiptPdf(receipt), receiptFileName(receipt));
}
