import { RecordsTable, formatTimestamp } from "~/components/admin/records-table";
import { StatusBadge } from "~/components/admin/status-badge";
import { getDb } from "~/lib/db.server";
import { ANY_AGENT } from "~/modules/agents/register";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { formatPreferredTime } from "~/modules/payments/booking-time";
import { formatPrice } from "~/modules/payments/products";
import { BOOKING_STATES, expireAbandonedDemoSessions, isSettled, stateFilterOf } from "~/modules/payments/lifecycle.server";
import { PaymentCell } from "~/components/admin/payment-cell";
import { listBookings } from "~/modules/payments/records.server";
import type { Route } from "./+types/bookings";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const db = getDb();
  await expireAbandonedDemoSessions(db);
  const state = stateFilterOf(url);
  const bookings = (await listBookings(db, state)).map((booking) => ({ ...booking, hasReceipt: isSettled("bookings", booking.status) }));
  return { states: BOOKING_STATES, bookings, state };
}

export function meta() {
  return [{ title: "Bookings | Admin" }, { name: "robots", content: "noindex" }];
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  return (
    <RecordsTable
      title="Bookings"
      description="Consultation bookings, newest first. A booking is confirmed once it is paid, fulfilled once the mail server has accepted both confirmations (the visitor's and the support mailbox's), cancelled when the visitor leaves checkout through its cancel link, expired when the checkout session lapses unpaid, refunded once Stripe reports the payment refunded in full."
      rows={loaderData.bookings}
      filter={{ states: loaderData.states, current: loaderData.state }}
      empty="No bookings yet."
      columns={[
        { header: "Created", cell: (booking) => formatTimestamp(booking.created_at), className: "px-3 py-3 text-slate-700" },
        { header: "Name", cell: (booking) => booking.name },
        { header: "Email", cell: (booking) => <span className="break-all">{booking.email}</span> },
        { header: "Phone", cell: (booking) => booking.phone },
        { header: "Agent", cell: (booking) => booking.agent_name ?? ANY_AGENT.label },
        { header: "Preferred time", cell: (booking) => formatPreferredTime(booking.preferred_date_time, booking.time_zone) },
        { header: "Amount", cell: (booking) => formatPrice(booking.amount_cents, booking.currency), className: "px-4 py-3 whitespace-nowrap" },
        { header: "Status", cell: (booking) => <StatusBadge status={booking.status} /> },
        { header: "Payment", cell: (booking) => <PaymentCell row={booking} receiptQuery={`booking=${booking.id}`} /> },
      ]}
    />
  );
}
