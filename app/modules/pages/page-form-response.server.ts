import { data, redirect } from "react-router";
import type { SavePageResult } from "./save-page.server";

/**
 * The page form's answer. A plain form post (no JavaScript) goes straight to the list; with
 * JavaScript the page shows 'Page Saved!' first and moves on a second later.
 */
export function pageFormResponse(result: SavePageResult, enhanced: boolean) {
  if (!result.ok && "notFound" in result) return redirect("/admin/manage-pages", 303);
  if (!result.ok) return data({ status: "invalid" as const, errors: result.errors, values: result.values }, { status: 400 });
  if (!enhanced) return redirect("/admin/manage-pages", 303);
  return data({ status: "saved" as const });
}
