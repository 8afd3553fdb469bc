import fs from "node:fs";
import path from "node:path";
import { getEnv, type Env } from "./env.server";

/** What public pages need from the configuration: their canonical origin. */
export interface PublicConfig {
  origin: string;
}

let dotEnvChecked = false;

/**
 * Static pages are prerendered by `react-router build`, a process that (unlike server/index.ts) does not
 * read `.env`. Reading it here, without overriding variables already set, makes prerendered canonical
 * URLs and the support address follow the same configuration the server will run with.
 */
function loadDotEnvOnce(): void {
  if (dotEnvChecked) return;
  dotEnvChecked = true;
  const file = path.resolve(process.cwd(), ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * The configuration as a page is rendered: at build time for prerendered pages (so build with the
 * configuration you serve with; `npm start` does), at request time otherwise.
 */
export function getRenderEnv(): Env {
  loadDotEnvOnce();
  return getEnv();
}

/** PUBLIC_URL as the page is rendered (see getRenderEnv). */
export function getPublicConfig(): PublicConfig {
  return { origin: getRenderEnv().PUBLIC_URL };
}
