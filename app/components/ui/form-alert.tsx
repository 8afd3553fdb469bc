import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { hasFieldErrors, type FormNotice, type FormReply } from "~/lib/forms/reply";

/**
 * A form's outcome written into the page, so it is seen without JavaScript (toasts need it) and
 * announced to screen readers: a success's `notice`, or a failure's `formError` when no field has a
 * message of its own (those show under their fields instead).
 */
export function FormAlert({ reply, className }: { reply?: FormReply<{ notice?: FormNotice }> | null; className?: string }) {
  if (!reply) return null;
  const notice = reply.ok ? reply.notice : hasFieldErrors(reply) ? undefined : reply.formError;
  if (!notice) return null;
  const Icon = reply.ok ? CircleCheckIcon : CircleAlertIcon;
  return (
    <div
      role={reply.ok ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-xl border p-4 text-sm",
        reply.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-0.5">{notice.message}</p>
      </div>
    </div>
  );
}
