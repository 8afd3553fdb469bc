/**
 * Small text helpers for content that quotes figures, so every page words numbers the same way.
 * They avoid Intl date formatting on purpose: prerendered HTML and the browser must print the same text.
 */

import { groupDigits } from "./group-digits";

const monthNames = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** '2026-11-22' -> '22 November 2026'. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  const [, year, month, day] = match;
  return `${Number(day)} ${monthNames[Number(month) - 1]} ${year}`;
}

/** 'AUD 200' style money, whole dollars. */
export function formatAud(amount: number): string {
  return `AUD ${groupDigits(amount)}`;
}

/** ['3', '6', '12'] -> '3, 6 or 12' (or 'and' with the conjunction given). */
export function formatList(items: readonly (string | number)[], conjunction: "or" | "and" = "or"): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

/** 1 -> '1 month', 3 -> '3 months'. */
export function formatMonths(count: number): string {
  return `${count} ${count === 1 ? "month" : "months"}`;
}

/** { min: 14, max: 30 } -> '14-30' (an en dash would be nicer, but search snippets quote the hyphen). */
export function formatRange(range: { min: number; max: number }, format: (value: number) => string = String): string {
  return `${format(range.min)}-${format(range.max)}`;
}

/** { min: 5000, max: 15000 } -> 'AUD 5,000-15,000'. */
export function formatAudRange(range: { min: number; max: number }): string {
  return `${formatAud(range.min)}-${groupDigits(range.max)}`;
}
