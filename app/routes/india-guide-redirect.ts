import { redirect } from "react-router";
import { indiaGuide } from "~/content/guides/india";
import type { Route } from "./+types/india-guide-redirect";

/** The older India address: a permanent redirect keeps links and search rankings pointing at the guide. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${indiaGuide().path}${new URL(request.url).search}`, 301);
}
