import { LogOut } from "lucide-react";
import { useFetcher } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ConfirmedLink } from "./confirmed-link";

export const logoutTexts = {
  title: "Are you sure you want to logout?",
  description: "You will be returned to the login page.",
} as const;

/**
 * The sidebar's Logout: asks for confirmation in a dialog, then ends the session on the server.
 * Before JavaScript runs it is a link to /logout, which asks the same question on its own page.
 */
export function LogoutButton({ className }: { className?: string }) {
  const fetcher = useFetcher();
  return (
    <ConfirmedLink
      to="/logout"
      className={cn(buttonVariants({ variant: "ghostDanger", align: "start" }), className)}
      question={logoutTexts}
      confirmLabel="Logout"
      busy={fetcher.state !== "idle"}
      onConfirm={(event) => {
        // The dialog stays open until the sign-in page replaces this one.
        event.preventDefault();
        fetcher.submit(null, { method: "post", action: "/logout" });
      }}
    >
      <LogOut aria-hidden="true" />
      Logout
    </ConfirmedLink>
  );
}
