import type { FieldErrors, FormNotice } from "~/lib/forms/reply";
import type { Translate } from "./i18n";

/**
 * The forms' rules and answers keep their English texts (the checkout's contract, the logs and the tests
 * read them); a page words them in its language through these messages. Each English text has one
 * message, worded in English exactly as the text (a test), and a text without one (a payment service's
 * own message) stays as written.
 */
export const formMessageIds: Readonly<Record<string, string>> = {
  "Please check the form": "ui.form.check-form",
  "Please try again.": "ui.form.try-again",
  "Error": "ui.form.error",
  "Full name is required": "ui.form.name-required",
  "Please shorten your name.": "ui.form.name-too-long",
  "Email is required": "ui.form.email-required",
  "Invalid email address": "ui.form.email-invalid",
  "Invalid Email": "ui.form.email-invalid.title",
  "Please enter a valid email address.": "ui.form.email-invalid.message",
  "Please enter your email address.": "ui.form.email-missing",
  "Phone number is required": "ui.form.phone-required",
  "Please enter a valid phone number.": "ui.form.phone-invalid",
  "Message is required": "ui.form.message-required",
  "Please keep your message under 5,000 characters.": "ui.form.message-too-long",
  "Please select a date and time": "ui.form.time-required",
  "Please choose a date and time in the future.": "ui.form.time-past",
  "Please choose a date within the next 12 months.": "ui.form.time-too-far",
  "Unknown time zone.": "ui.form.time-zone",
  "Please choose an agent from the list.": "ui.form.agent-unknown",
  "Too Many Requests": "ui.form.too-many.title",
  "Please wait a few minutes before trying again.": "ui.form.too-many.message",
  "An Unexpected Error Occurred": "ui.form.unexpected",
  "Payment Error": "ui.form.payment-error",
  "The payment service is not available right now. Please try again in a few minutes.": "ui.form.payment-unavailable",
  "Consultations cannot be booked at the moment: no registered migration agent is available. Nothing was charged.":
    "ui.form.consultation-not-offered",
  "Please choose what you would like to buy.": "ui.form.choose-product",
  "Please choose the template from your result in the checker.": "ui.form.choose-template",
  "Email Sent!": "ui.form.email-sent",
  "Email Sending Failed": "ui.form.email-failed",
  "We could not find a payment for this link. If you have paid, please use the link in your confirmation email or contact us.":
    "payment.problem.not-found",
  "This payment has not been completed, so no template can be sent. If you were charged, please contact us.": "payment.problem.not-paid",
  "We could not confirm your payment just now. Please reload this page in a minute.": "payment.problem.retry",
  "The template has been sent to your email address. Please check your inbox.": "ui.form.template-sent",
};

/** One of the forms' English texts in the page's language. */
export function formText(text: string, t: Translate): string {
  const id = formMessageIds[text];
  return id ? t(id) : text;
}

/** A form's field messages in the page's language. */
export function formFieldErrors<Field extends string>(errors: FieldErrors<Field>, t: Translate): FieldErrors<Field> {
  const worded: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message !== undefined) worded[field] = formText(message, t);
  }
  return worded;
}

/** A toast's or an alert's title and message in the page's language. */
export function formNotice<Notice extends FormNotice>(notice: Notice, t: Translate): Notice {
  return { ...notice, title: formText(notice.title, t), message: formText(notice.message, t) };
}
