import { bookingDetails, type TimeWording } from "./booking-details.server";
import { findBooking, type Executor } from "./records.server";

/** What the demo checkout and the Thank You page repeat of a booking: who, when and the reference to quote. */
export interface BookedConsultation {
  agent: string;
  preferredTime: string;
  reference: string;
}

export async function bookedConsultation(db: Executor, id: string | undefined, timeWording?: TimeWording): Promise<BookedConsultation | undefined> {
  const booking = id ? await findBooking(db, id) : undefined;
  if (!booking) return undefined;
  const details = bookingDetails(booking, booking.email, timeWording);
  return { agent: details.agent, preferredTime: details.preferredTime, reference: details.reference };
}
