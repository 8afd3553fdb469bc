import { optionalText } from "~/lib/forms/fields";
import { z } from "~/lib/zod";
import { isCalendarDate } from "~/lib/calendar-date";
import { valueSchemas, type FigureKind } from "./figure-kinds";

/** The admin form that changes a figure (app/routes/admin/figure-edit.$key.tsx); checked in the browser and on the server. */
export type FigureFormField = "value" | "sourceName" | "sourceUrl" | "sourceDated" | "effectiveFrom" | "note";

/** A source must be a web page read over HTTPS. */
export const httpsUrl = z
  .string({ message: "The source's address is required" })
  .trim()
  .max(500, "Keep the address under 500 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "The source must be an https:// address");

/** The form's schema for a figure of `kind`: the value is read as that kind requires. */
export function figureFormSchema(kind: FigureKind) {
  return z.object({
    value: z.string({ message: "The value is required" }).trim().min(1, "The value is required").max(2000, "The value is too long").pipe(valueSchemas[kind]),
    sourceName: z.string({ message: "Name the source" }).trim().min(3, "Name the source").max(300, "Keep the source's name under 300 characters"),
    sourceUrl: httpsUrl,
    sourceDated: optionalText(200, "Keep the source's date under 200 characters"),
    /** Blank: today. A later date schedules the change for that day (Sydney). */
    effectiveFrom: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isCalendarDate(value), "Type a date such as 2027-07-01"),
    note: optionalText(1000, "Keep the note under 1000 characters"),
  });
}

export type FigureFormData = z.output<ReturnType<typeof figureFormSchema>>;
