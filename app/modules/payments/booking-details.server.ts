import type { BookingDetails } from "~/modules/mail/messages/booking-emails";
import { ANY_AGENT } from "~/modules/agents/register";
import { orderReference } from "~/modules/receipts/receipt";
import { formatPreferredTime } from "./booking-time";
import { formatPrice } from "./products";
import type { BookingRow } from "./records.server";

/** How a page in another language words a preferred time (see `formatPreferredTime`); English without it. */
export type TimeWording = Parameters<typeof formatPreferredTime>[2];

/** A booking as its confirmation, its notice and the pages repeat it. */
export function bookingDetails(booking: BookingRow, email: string, timeWording?: TimeWording): BookingDetails {
  return {
    name: booking.name,
    email,
    phone: booking.phone,
    preferredTime: formatPreferredTime(booking.preferred_date_time, booking.time_zone, timeWording),
    agent: booking.agent_name ?? ANY_AGENT.label,
    amount: formatPrice(booking.amount_cents, booking.currency),
    reference: orderReference(booking.id),
  };
}
