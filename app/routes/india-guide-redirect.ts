import { redirect } from "react-router";
import { indiaGuide } from "~/content/guides/india";
import type { Route } from "./+types/india-guide-redirect";

/** The older India address: a permanent redirect keeps links and search rankings pointing at the guide. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`${indiaGuide().path}${url.search}`, 301);
}
