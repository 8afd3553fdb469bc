import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components never hand a utility that conflicts with one they already set (a
 * variant or a conditional owns each property), so no runtime merging is needed; that keeps a
 * Tailwind class merger (about 9 KB gzip) off every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
