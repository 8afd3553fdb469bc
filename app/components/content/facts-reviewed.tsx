import { formatIsoDate } from "~/content/format";
import { cn } from "~/lib/cn";

/** 'Information last reviewed: <date>', shown wherever visa figures are quoted. */
export function FactsReviewed({ date, className }: { date: string; className?: string }) {
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      Information last reviewed: <time dateTime={date}>{formatIsoDate(date)}</time>
    </p>
  );
}
