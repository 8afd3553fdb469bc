import { useEffect } from "react";
import { notify } from "~/lib/toast";

export interface ToastResult {
  ok: boolean;
  title: string;
  message: string;
}

/** Shows an action's result as a toast each time a new result arrives (success green, failure destructive). */
export function useResultToast(result: ToastResult | undefined | null) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) notify.success(result.title, result.message);
    else notify.error(result.title, result.message);
  }, [result]);
}

/** Shows a toast once when the page has loaded in the browser. */
export function useToastOnLoad(result: ToastResult | undefined | null) {
  const title = result?.title;
  const message = result?.message;
  const ok = result?.ok;
  useEffect(() => {
    if (!title || !message) return;
    if (ok) notify.success(title, message);
    else notify.error(title, message);
  }, [title, message, ok]);
}

/** True while this page's form is being posted. */
export function isPosting(navigation: { state: string; formMethod?: string }): boolean {
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}
