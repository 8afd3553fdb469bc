import { emailAddress } from "~/lib/forms/fields";
import { z } from "~/lib/zod";

/** The contact form's e-mail rule: the pattern is non-space text, @, non-space text. */
export const contactSchema = z.object({
  name: z.string({ message: "Full name is required" }).trim().min(1, "Full name is required").max(200, "Please shorten your name."),
  // The site's one e-mail rule: a domain with a dot, so 'wei@example' is refused as on every other form.
  email: emailAddress({ required: "Email is required", invalid: "Invalid email address" }),
  phone: z
    .string()
    .trim()
    .max(40, "Please enter a valid phone number.")
    .optional()
    .transform((value) => value || undefined),
  message: z.string({ message: "Message is required" }).trim().min(1, "Message is required").max(5000, "Please keep your message under 5,000 characters."),
  /**
   * A field people never see or fill in. Form-filling bots do; a message with it filled is dropped
   * quietly, so the bot learns nothing.
   */
  website: z.string().max(5000).optional(),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = "name" | "email" | "phone" | "message";

export const HONEYPOT_FIELD = "website";
