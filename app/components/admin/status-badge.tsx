import { Badge } from "~/components/ui/badge";

const variants: Record<string, "success" | "muted" | "danger" | "default"> = {
  paid: "success",
  confirmed: "success",
  fulfilled: "success",
  pending: "default",
  failed: "danger",
  expired: "muted",
  cancelled: "muted",
  refunded: "muted",
};

/** An order's or booking's status, coloured by what it means for the business. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={variants[status] ?? "muted"}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
