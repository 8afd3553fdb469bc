import { RecordsTable, formatTimestamp } from "~/components/admin/records-table";
import { StatusBadge } from "~/components/admin/status-badge";
import { getDb } from "~/lib/db.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { formatPrice } from "~/modules/payments/products";
import { templateKindOf, templateTitles } from "~/modules/template-pdf/template-content";
import { ORDER_STATES, expireAbandonedDemoSessions, isSettled, stateFilterOf } from "~/modules/payments/lifecycle.server";
import { PaymentCell } from "~/components/admin/payment-cell";
import { listOrders } from "~/modules/payments/records.server";
import type { Route } from "./+types/orders";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const db = getDb();
  await expireAbandonedDemoSessions(db);
  const state = stateFilterOf(url);
  const orders = (await listOrders(db, state)).map((order) => ({ ...order, hasReceipt: isSettled("orders", order.status) }));
  return { states: ORDER_STATES, orders, state };
}

export function meta() {
  return [{ title: "Orders | Admin" }, { name: "robots", content: "noindex" }];
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <RecordsTable
      title="Orders"
      description="Template purchases, newest first. An order is paid once the payment is confirmed, fulfilled once the mail server has accepted its template email, cancelled when the visitor leaves checkout through its cancel link, expired when the checkout session lapses unpaid, refunded once Stripe reports the payment refunded in full."
      rows={loaderData.orders}
      filter={{ states: loaderData.states, current: loaderData.state }}
      empty="No orders yet."
      columns={[
        { header: "Created", cell: (order) => formatTimestamp(order.created_at), className: "px-3 py-3 text-slate-700" },
        { header: "Email", cell: (order) => <span className="break-all">{order.email}</span> },
        { header: "Template", cell: (order) => templateTitles[templateKindOf(order.stream) ?? "visitor-600-tourist"] },
        { header: "Amount", cell: (order) => formatPrice(order.amount_cents, order.currency), className: "px-4 py-3 whitespace-nowrap" },
        { header: "Status", cell: (order) => <StatusBadge status={order.status} /> },
        { header: "Paid", cell: (order) => formatTimestamp(order.paid_at), className: "px-3 py-3 text-slate-700" },
        { header: "Payment", cell: (order) => <PaymentCell row={order} receiptQuery={`order=${order.id}`} /> },
      ]}
    />
  );
}
