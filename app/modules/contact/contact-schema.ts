import { z } from "~/lib/zod";

/** Spec section 5, 'Contact': the e-mail pattern is non-space text, @, non-space text. */
export const contactSchema = z.object({
  name: z.string({ message: "Full name is required" }).trim().min(1, "Full name is required").max(200, "Please shorten your name."),
  email: z
    .string({ message: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Invalid email address")
    .regex(/^\S+@\S+$/, "Invalid email address"),
  phone: z
    .string()
    .trim()
    .max(40, "Please enter a valid phone number.")
    .optional()
    .transform((value) => value || undefined),
  message: z.string({ message: "Message is required" }).trim().min(1, "Message is required").max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = "name" | "email" | "phone" | "message";

/**
 * A field people never see or fill in. Form-filling bots do; a message with it filled is dropped
 * quietly, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = "website";
