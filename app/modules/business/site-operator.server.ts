import { site } from "~/content/site";
import { DEMO_INSTALLATION_NOTICE, senderLine } from "./identity";
import { businessIdentity } from "./identity.server";

/**
 * What every page says about who runs the site: one line for the footer, or (on a demo
 * installation) the notice shown above the header. Plain strings, so the page's script stays small.
 */
export function siteOperator(): { line?: string; demoNotice?: string } {
  const identity = businessIdentity();
  return identity ? { line: `${site.name} is run by ${senderLine(identity)}` } : { demoNotice: DEMO_INSTALLATION_NOTICE };
}
