import type { BookingDetails } from "~/modules/mail/messages/booking-emails";
import { ANY_AGENT } from "~/modules/agents/register";
import { orderReference } from "~/modules/receipts/receipt";
import { formatPreferredTime } from "./booking-time";
import { formatPrice } from "./products";
import type { BookingRow } from "./records.server";

/** A booking as its confirmation, its notice and the pages repeat it. */
export function bookingDetails(booking: BookingRow, email: string): BookingDetails {
  return {
    name: booking.name,
    email,
    phone: booking.phone,
    preferredTime: formatPreferredTime(booking.preferred_date_time, booking.time_zone),
    agent: booking.agent_name ?? ANY_AGENT.label,
    amount: formatPrice(booking.amount_cents, booking.currency),
    reference: orderReference(booking.id),
  };
}
