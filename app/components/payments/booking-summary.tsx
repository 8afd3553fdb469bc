import { useI18n } from "~/modules/i18n/i18n";
import type { BookedConsultation } from "~/modules/payments/booking-summary.server";

/** Who the consultation is with, when, and the reference to quote: the same lines as the confirmation e-mail. */
export function BookingSummary({ booking }: { booking: BookedConsultation }) {
  const { t } = useI18n();
  const rows: Array<[string, string]> = [
    [t("payment.summary.agent"), booking.agent],
    [t("payment.summary.time"), booking.preferredTime],
    [t("payment.summary.reference"), booking.reference],
  ];
  return (
    <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
