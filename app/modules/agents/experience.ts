import { z } from "~/lib/zod";

/** The most years of experience a profile may state; more is taken for a typing error. */
export const MOST_EXPERIENCE_YEARS = 60;

export const experienceMessages = {
  required: "Enter the years of experience",
  invalid: `Enter the years of experience as a whole number from 0 to ${MOST_EXPERIENCE_YEARS}`,
} as const;

/** The form's years of experience: a whole number from 0 to 60, typed into a number field. */
export const experienceYearsField = z
  .string({ message: experienceMessages.required })
  .trim()
  .min(1, experienceMessages.required)
  .pipe(
    z
      .string()
      .regex(/^\d+$/, experienceMessages.invalid)
      .transform(Number)
      .pipe(z.number().max(MOST_EXPERIENCE_YEARS, experienceMessages.invalid)),
  );

