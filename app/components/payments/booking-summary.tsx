import type { BookedConsultation } from "~/modules/payments/booking-summary.server";

/** Who the consultation is with, when, and the reference to quote: the same lines as the confirmation e-mail. */
export function BookingSummary({ booking }: { booking: BookedConsultation }) {
  const rows: Array<[string, string]> = [
    ["Agent", booking.agent],
    ["Preferred date and time", booking.preferredTime],
    ["Reference", booking.reference],
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
