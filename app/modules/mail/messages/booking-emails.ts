import { singleLine } from "~/lib/escape-html";
import type { MailContent } from "../mail-types";
import type { Receipt } from "~/modules/receipts/receipt";
import { receiptSection } from "./receipt-section";
import { detailsTableHtml, detailsText, paragraphsToHtml, renderMailLayout, textFooter, type MailFrame } from "./layout";

export interface BookingDetails {
  name: string;
  email: string;
  phone: string;
  /** As the visitor entered it, already formatted for reading. */
  preferredTime: string;
  /** The agent chosen, or 'Any available agent'. */
  agent: string;
  amount: string;
  reference: string;
}

function rows(booking: BookingDetails): Array<[string, string]> {
  return [
    ["Name", booking.name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Agent", booking.agent],
    ["Preferred date and time", booking.preferredTime],
    ["Paid", booking.amount],
    ["Reference", booking.reference],
  ];
}

/** To the visitor once the consultation is paid, with the receipt below the booking. */
export function buildBookingConfirmation(frame: MailFrame, booking: BookingDetails, receipt?: Receipt): MailContent {
  const subject = "Your consultation is booked";
  const intro = `Dear ${booking.name},

Thank you for booking a 60-minute consultation with a registered migration agent. Your payment was received and your booking is confirmed.

A registered migration agent will contact you by email or phone within two business days to confirm the exact time of your session.`;
  const outro = "If you need to change anything, simply reply to this email.\n\nBest regards,\nThe Australia Visa Check Team";
  const section = receipt ? receiptSection(receipt) : undefined;
  return {
    subject,
    text: `${intro}\n\n${detailsText(rows(booking))}\n\n${outro}\n\n${section ? `${section.text}\n\n` : ""}${textFooter(frame)}`,
    html: renderMailLayout(frame, subject, `${paragraphsToHtml(intro)}\n${detailsTableHtml(rows(booking))}\n${paragraphsToHtml(outro)}${section ? `\n${section.html}` : ""}`),
  };
}

/** To the support mailbox, so an agent can arrange the session; replies go to the visitor. */
export function buildBookingNotice(frame: MailFrame, booking: BookingDetails): MailContent {
  const subject = singleLine(`New consultation booking from ${booking.name}`);
  const intro = "A consultation has been paid for. Please contact the visitor to confirm the session time.";
  return {
    subject,
    text: `${intro}\n\n${detailsText(rows(booking))}\n\n${textFooter(frame)}`,
    html: renderMailLayout(frame, subject, `${paragraphsToHtml(intro)}\n${detailsTableHtml(rows(booking))}`),
  };
}
