import { checkbox, optionalFile } from "~/lib/forms/fields";
import { z } from "~/lib/zod";
import { experienceMessages, experienceYearsField } from "./experience";

export const agentFormMessages = {
  nameRequired: "Name is required",
  marnInvalid: "Enter the 7-digit MARN from the register",
  experienceRequired: experienceMessages.required,
  experienceInvalid: experienceMessages.invalid,
  languagesRequired: "Languages are required",
  locationsRequired: "Locations are required",
  bioRequired: "A short bio is required",
  photoRequired: "Please upload a photo",
} as const;

export type AgentFormField = "name" | "marn" | "experienceYears" | "languages" | "locations" | "bio" | "sortOrder" | "photo";

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Please keep this to ${max} characters.`);

/**
 * The agent form (admin area). A MARN is a seven-digit number; "MARN" and spaces typed around it are
 * dropped. Whether a photo is required depends on whether the profile already has one (see saveAgent).
 */
export const agentFormSchema = z.object({
  name: required(agentFormMessages.nameRequired, 120),
  marn: z
    .string({ message: agentFormMessages.marnInvalid })
    .transform((value) => value.replace(/marn/i, "").replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{7}$/, agentFormMessages.marnInvalid)),
  experienceYears: experienceYearsField,
  languages: required(agentFormMessages.languagesRequired, 200),
  locations: required(agentFormMessages.locationsRequired, 200),
  bio: required(agentFormMessages.bioRequired, 600),
  sortOrder: z.coerce.number({ message: "Enter a whole number" }).int("Enter a whole number").min(0, "Enter 0 or more").max(9999, "Enter at most 9999"),
  isActive: checkbox(),
  isSample: checkbox(),
  photo: optionalFile(),
});

export type AgentFormInput = z.output<typeof agentFormSchema>;
