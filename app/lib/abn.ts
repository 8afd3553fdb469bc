/**
 * The Australian Business Number check published by the Australian Business Register: subtract 1 from
 * the first digit, weight the eleven digits 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum must
 * divide by 89. Catches typing mistakes before the number is printed on receipts and legal pages.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The eleven digits of an ABN typed with or without spaces, or null when it is not eleven digits. */
function abnDigits(value: string): number[] | null {
  const compact = value.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(compact)) return null;
  return [...compact].map(Number);
}

export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!digits) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + ((digits[index] ?? 0) - (index === 0 ? 1 : 0)) * weight, 0);
  return sum % 89 === 0;
}

/** The ABN as the register prints it: 51 824 753 556. */
export function formatAbn(value: string): string {
  const compact = value.replace(/\s+/g, "");
  return `${compact.slice(0, 2)} ${compact.slice(2, 5)} ${compact.slice(5, 8)} ${compact.slice(8)}`;
}
