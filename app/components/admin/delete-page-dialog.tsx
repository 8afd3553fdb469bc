import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { notify } from "~/lib/toast";
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
import { ENHANCED_FIELD } from "./enhanced-flag";
import { useHydrated } from "./use-hydrated";

export const deleteTexts = {
  title: "Are you absolutely sure?",
  description: "This action cannot be undone. This will permanently delete the page.",
  toastTitle: "Page Deleted",
  toastDescription: "The page has been successfully deleted.",
} as const;

export interface DeleteResult {
  deleted: boolean;
}

/** One shared fetcher: it outlives the deleted row, whose button unmounts as the list reloads. */
const DELETE_FETCHER_KEY = "delete-page";

/** Shows 'Page Deleted' after each deletion; used once by the list screen. */
export function useDeletedToast(): void {
  const fetcher = useFetcher<DeleteResult>({ key: DELETE_FETCHER_KEY });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.deleted) {
      notify.error(deleteTexts.toastTitle, deleteTexts.toastDescription);
    }
  }, [fetcher.state, fetcher.data]);
}

/**
 * The row's delete action: a confirmation dialog, then the deletion in the background and the
 * 'Page Deleted' toast. Before JavaScript runs it is a link to the same list with ?delete=<id>,
 * where the server shows the same question with a real form.
 */
export function DeletePageButton({ id, title }: { id: string; title: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<DeleteResult>({ key: DELETE_FETCHER_KEY });
  const busy = fetcher.state !== "idle";

  return (
    <>
      <Link
        to={`?delete=${encodeURIComponent(id)}`}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-label={`Delete ${title}`}
        title="Delete"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonVariants({ variant: "ghostDanger", size: "icon" })}
      >
        <Trash2 aria-hidden="true" />
      </Link>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>{deleteTexts.title}</AlertDialogTitle>
          <AlertDialogDescription>{deleteTexts.description}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              destructive
              disabled={busy}
              onClick={() => {
                fetcher.submit({ intent: "delete", id, [ENHANCED_FIELD]: "1" }, { method: "post", action: "/admin/manage-pages" });
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
