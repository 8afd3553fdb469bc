import { getDb } from "~/lib/db.server";
import { readContentVersion } from "~/modules/pages/content-version.server";

/** For the HTTP server's page cache: the content version in the app's database. */
export function contentVersion(): Promise<number> {
  return readContentVersion(getDb());
}
