import { senderLine } from "./identity";
import { businessIdentity } from "./identity.server";

/**
 * What every page says about who runs the site: the business's line for the footer, or (on a demo
 * installation) that the page shows the demo notice above the header. The page words both in its language.
 */
export function siteOperator(): { operator?: string; demo?: true } {
  const identity = businessIdentity();
  return identity ? { operator: senderLine(identity) } : { demo: true };
}
