import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * An action's outcome written into the page, so it is seen without JavaScript (toasts need it) and
 * announced to screen readers.
 */
export function FormAlert({ result, className }: { result?: { ok: boolean; title: string; message: string } | null; className?: string }) {
  if (!result) return null;
  const Icon = result.ok ? CircleCheckIcon : CircleAlertIcon;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-xl border p-4 text-sm",
        result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{result.title}</p>
        <p className="mt-0.5">{result.message}</p>
      </div>
    </div>
  );
}
