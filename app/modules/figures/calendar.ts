/** The latest 1 July on or before `today` (both ISO dates). */
export function lastFirstOfJuly(today: string): string {
  const year = Number(today.slice(0, 4));
  const july = `${year}-07-01`;
  return today >= july ? july : `${year - 1}-07-01`;
}
