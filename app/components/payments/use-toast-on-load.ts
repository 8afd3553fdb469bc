import { useEffect } from "react";
import { notify } from "~/lib/toast";

/** Shows a toast once when the page has loaded in the browser (the success page's greeting). */
export function useToastOnLoad(toast: { ok: boolean; title: string; message: string } | undefined | null) {
  const title = toast?.title;
  const message = toast?.message;
  const ok = toast?.ok;
  useEffect(() => {
    if (!title || !message) return;
    if (ok) notify.success(title, message);
    else notify.error(title, message);
  }, [title, message, ok]);
}
