import { LogOut } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "./use-hydrated";

export const logoutTexts = {
  title: "Are you sure you want to logout?",
  description: "You will be returned to the login page.",
} as const;

/**
 * The sidebar's Logout: asks for confirmation in a dialog, then ends the session on the server.
 * Before JavaScript runs it is a link to /logout, which asks the same question on its own page.
 */
export function LogoutButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <>
      <Link
        to="/logout"
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={cn(buttonVariants({ variant: "ghostDanger", align: "start" }), className)}
      >
        <LogOut aria-hidden="true" />
        Logout
      </Link>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>{logoutTexts.title}</AlertDialogTitle>
          <AlertDialogDescription>{logoutTexts.description}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              destructive
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                fetcher.submit(null, { method: "post", action: "/logout" });
              }}
            >
              Logout
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
