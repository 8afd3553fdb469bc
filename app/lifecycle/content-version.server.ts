import { getDb } from "~/lib/db.server";
import { knownContentVersion, readContentVersion } from "~/modules/pages/content-version.server";

/** For the HTTP server's page cache: the version this process knows to be current, if it knows one. */
export { knownContentVersion };

/** For the HTTP server's page cache: the known version, else the one in the database. */
export function contentVersion(): Promise<number> {
  const known = knownContentVersion();
  return known === undefined ? readContentVersion(getDb()) : Promise.resolve(known);
}
