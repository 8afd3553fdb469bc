import { FileDownIcon } from "lucide-react";

/** A row of Admin > Orders or Bookings as its payment column shows it. */
export interface PaymentRow {
  provider: string;
  checkout_session_id: string | null;
  /** Paid (or fulfilled since): the row has a receipt. */
  hasReceipt: boolean;
}

/**
 * How the row was paid, its checkout session (wrapping, so the table fits a laptop's width) and, once
 * paid, a link to its receipt as a PDF.
 */
export function PaymentCell({ row, receiptQuery }: { row: PaymentRow; receiptQuery: string }) {
  return (
    <div className="grid gap-1">
      <span>{row.provider === "demo" ? "Demo" : "Stripe"}</span>
      {row.checkout_session_id ? <code className="text-xs break-all text-slate-600">{row.checkout_session_id}</code> : null}
      {row.hasReceipt ? (
        <a href={`/payment/receipt?${receiptQuery}`} download className="inline-flex items-center gap-1 text-ocean-700 underline underline-offset-2">
          <FileDownIcon className="size-4" aria-hidden="true" />
          Receipt
        </a>
      ) : null}
    </div>
  );
}
