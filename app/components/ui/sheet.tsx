import { XIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the right edge, built on the browser's modal <dialog>: the browser traps
 * focus, closes it on Escape, hides the page behind it from assistive technology and returns focus to the
 * opener, so no dialog library has to ship with every page.
 */
export function Sheet({ open, onOpenChange, title, className, children }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-4/5 max-w-sm bg-white p-0 shadow-xl backdrop:bg-slate-900/50",
        className,
      )}
    >
      <div className="flex h-full flex-col gap-4 p-6">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <XIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
