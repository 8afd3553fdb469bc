/**
 * 1234567 -> '1,234,567', as English groups digits. Written out rather than asked of Intl: a browser's first
 * Intl call loads its locale data, a long task of its own (120 ms on a CPU slowed four times) in the middle
 * of a page's start.
 */
export function groupDigits(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
