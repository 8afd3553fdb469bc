import { useHydrated } from "~/lib/use-hydrated";

/**
 * A timestamp as a date in the visitor's own locale and time zone. The server cannot know either,
 * so it renders an unambiguous UTC date and the browser replaces it once JavaScript runs.
 */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  const text = hydrated ? date.toLocaleDateString() : date.toISOString().slice(0, 10);
  return <time dateTime={iso}>{text}</time>;
}
