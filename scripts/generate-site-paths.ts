// Writes the browser's part of the page registry (see app/lib/site/site-paths-module.ts).
import fs from "node:fs";
import { renderSitePathsModule, SITE_PATHS_MODULE } from "../app/lib/site/site-paths-module";

const next = renderSitePathsModule();
const current = fs.existsSync(SITE_PATHS_MODULE) ? fs.readFileSync(SITE_PATHS_MODULE, "utf8") : "";
if (current !== next) {
  fs.writeFileSync(SITE_PATHS_MODULE, next);
  console.log(`Wrote ${SITE_PATHS_MODULE}`);
}
