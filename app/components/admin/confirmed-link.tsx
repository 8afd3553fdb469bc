import { useState, type MouseEvent, type ReactNode } from "react";
import { Link } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { useHydrated } from "~/lib/use-hydrated";

interface ConfirmedLinkProps {
  /** Where the link goes before JavaScript runs: a page that asks the same question with a real form. */
  to: string;
  className: string;
  "aria-label"?: string;
  title?: string;
  children: ReactNode;
  question: { title: string; description: string };
  confirmLabel: string;
  busy: boolean;
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A destructive admin action behind a confirmation: with JavaScript the link opens a dialog whose
 * confirm button runs `onConfirm`; without it the link leads to a page asking the same question.
 */
export function ConfirmedLink({ to, className, "aria-label": ariaLabel, title, children, question, confirmLabel, busy, onConfirm }: ConfirmedLinkProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={to}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-label={ariaLabel}
        title={title}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </Link>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>{question.title}</AlertDialogTitle>
          <AlertDialogDescription>{question.description}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction destructive disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
