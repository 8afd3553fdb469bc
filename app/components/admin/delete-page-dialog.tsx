import { Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { notify } from "~/lib/toast";
import { ConfirmedLink } from "./confirmed-link";
import { ENHANCED_FIELD } from "~/lib/forms/enhanced-field";

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
  const fetcher = useFetcher<DeleteResult>({ key: DELETE_FETCHER_KEY });
  return (
    <ConfirmedLink
      to={`?delete=${encodeURIComponent(id)}`}
      aria-label={`Delete ${title}`}
      title="Delete"
      className={buttonVariants({ variant: "ghostDanger", size: "icon" })}
      question={deleteTexts}
      confirmLabel="Delete"
      busy={fetcher.state !== "idle"}
      onConfirm={() => {
        fetcher.submit({ intent: "delete", id, [ENHANCED_FIELD]: "1" }, { method: "post", action: "/admin/manage-pages" });
      }}
    >
      <Trash2 aria-hidden="true" />
    </ConfirmedLink>
  );
}
