/**
 * The privacy policy. It describes what this site actually does; when the software starts storing or
 * sending something new, update the text and PRIVACY_POLICY_LAST_UPDATED together.
 */
import { contactPoint, operatorSection } from "./operator";
import type { LegalContext, LegalDocument } from "./types";

export const PRIVACY_POLICY_LAST_UPDATED = "2026-11-27";

export function privacyPolicy(context: LegalContext): LegalDocument {
  const { siteName } = context;
  return {
    title: "Privacy Policy",
    lastUpdated: PRIVACY_POLICY_LAST_UPDATED,
    intro:
      `${siteName} is built to need as little personal information as possible. The eligibility check works without ` +
      `an account and without storing your answers. This policy explains exactly what our server keeps, why, for how ` +
      `long, and who else is involved when you choose one of the paid extras.`,
    sections: [
      operatorSection(context),
      {
        id: "checker",
        heading: "Your eligibility check answers",
        blocks: [
          {
            type: "p",
            text:
              "The questionnaire runs in your browser. Your answers are not sent to our database, are not saved, and " +
              "are gone when you close or reset the check.",
          },
          {
            type: "p",
            text:
              "If JavaScript is turned off, the check still works by carrying your answers from step to step in the " +
              "page address. Our server reads them only to show the next step; our request log records the page path " +
              "without the part of the address that holds the answers.",
          },
          {
            type: "p",
            text:
              "A result's shareable link and its PDF carry your answers in the link itself; our server reads them to " +
              "draw the result and keeps nothing. Anyone you give the link to sees the same result. If you ask us to " +
              "e-mail you a result, your address and the result wait in our mail queue until the mail server accepts " +
              "them (or refuses them for good); then both are erased from our database.",
          },
          {
            type: "p",
            text:
              "If you ask us to remind you to apply by a date, we keep your e-mail address, the date to apply by, " +
              "your arrival date, the visa and the language of the page, and nothing else. We send one reminder 7 " +
              "days before the date to apply by and one 7 days before your arrival (at once, if that day has already " +
              "come; only the second, if both days have come). We delete all of it when the last reminder is sent, or as soon as you use the delete link that " +
              "is in every reminder. No reminder is set unless you ask for one.",
          },
          {
            type: "p",
            text:
              "If you buy the application guide from your result, the purchase form offers to print your answers in " +
              "the guide, ticked unless you untick it. Left ticked, your answers are sent with the purchase and kept " +
              "with your order, so the guide (and its download link) can be drawn for you; unticked, nothing of your " +
              "check is sent and you receive the general guide.",
          },
        ],
      },
      {
        id: "what-we-store",
        heading: "What our server stores",
        blocks: [
          {
            type: "ul",
            items: [
              "Visitor count: one total per year. Your browser keeps a small flag for the current browsing session so a visit is counted only once; the flag contains no identifier and the server stores no address or cookie for it.",
              "Contact messages: the name, email address, optional phone number and message you send through the contact form, so that we can read and answer it. A copy is emailed to our support mailbox.",
              "Template purchases: your email address, the template you chose (the visa your result recommended), the product and amount, the payment provider's session reference and the payment status, so that we can deliver the template and keep business records; and, if you chose to have them printed in the guide, your answers to the check.",
              "Consultation bookings: your name, email address, phone number, preferred date and time and the payment status, so that the consultation can be arranged with a registered migration agent.",
              "Reminders you ask for: your email address, the date to apply by, your arrival date, the visa and the page's language, so that we can send the two reminders.",
              "Outgoing email: messages we send you (for example the template download link or a booking confirmation) are queued in our database until the mail server accepts them.",
              "Request log: the time, method, page path and result of each request, used to keep the site running. It does not contain your IP address or the query part of addresses.",
              "Abuse protection: to slow down automated abuse of forms and of the administrator sign-in, the server briefly counts requests per network (IP) address. These counters expire on their own within hours.",
            ],
          },
        ],
      },
      {
        id: "payments",
        heading: "Payments are processed by Stripe",
        blocks: [
          {
            type: "p",
            text:
              "When you buy the application template or book a consultation you are sent to a checkout page hosted by " +
              "Stripe, our payment processor. You enter your card details there, never on our site: our server does not " +
              "receive or store card numbers. Stripe tells our server whether the payment succeeded. Stripe handles your " +
              "payment details under its own privacy policy and may process them outside Australia.",
          },
        ],
      },
      {
        id: "no-tracking",
        heading: "No analytics, advertising or tracking",
        blocks: [
          {
            type: "p",
            text:
              "We use no analytics service, advertising network, social media plug-in or tracking pixel. Fonts, images " +
              "and flags are served by our own server, so visiting the site sends no request to any third party. The " +
              "only third party you reach through us is Stripe, and only when you choose to pay.",
          },
          {
            type: "p",
            text:
              "Visitors receive no cookies. The only cookie this site sets is the sign-in cookie of the site's " +
              "administrator.",
          },
        ],
      },
      {
        id: "sharing",
        heading: "Who we share information with",
        blocks: [
          {
            type: "ul",
            items: [
              "Stripe, to take a payment you choose to make.",
              "The registered migration agent who holds a consultation you book, who receives your booking details.",
              "Our email provider, which delivers the messages we send you.",
              "Authorities, only where the law requires it.",
            ],
          },
          { type: "p", text: "We never sell personal information or use it for advertising." },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            type: "ul",
            items: [
              "Contact messages: until the enquiry is resolved and the administrator deletes them.",
              "Orders and bookings: as long as Australian law requires us to keep business records (generally five years for tax records).",
              "Reminders: until the last reminder is sent, or until you use the delete link in any reminder, whichever comes first. Each reminder message is erased from our mail queue once it has been delivered.",
              "Queued email: until it has been delivered, plus a short period to investigate delivery problems. An e-mailed check result: its address and content are erased as soon as it has been delivered or has failed for good.",
              "Abuse-protection counters: hours at most. The visitor count: a yearly total, kept indefinitely because it identifies no one.",
            ],
          },
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        blocks: [
          {
            type: "p",
            text:
              "The site is served over an encrypted connection. The database is not reachable from the internet, " +
              "administrator passwords are stored only as salted hashes, download links are signed and expire, and " +
              "every page is sent with strict security headers.",
          },
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        blocks: [
          {
            type: "p",
            text:
              `You may ask to see the personal information we hold about you, to correct it or to delete it (except ` +
              `records we must keep by law). Write to ${contactPoint(context)}; we answer within 30 days. If you are not ` +
              `satisfied with our answer, you can complain to the Office of the Australian Information Commissioner ` +
              `(oaic.gov.au) or to the data protection authority where you live.`,
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          {
            type: "p",
            text:
              "When the site starts handling information differently we update this page first and change the date at " +
              "the top.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [{ type: "p", text: `Questions about privacy: ${contactPoint(context)}.` }],
      },
    ],
  };
}
