import type { RouterContextProvider } from "react-router";
import type { RequestFacts } from "../lib/load-context";

/**
 * What the app's server build hands the HTTP server (server/index.ts): start-up and shutdown, readiness,
 * and the answers the server needs before a request reaches React Router (how large a body may be, which
 * browser a sign-in comes from, which content version the kept pages are of). They live in the server build
 * so the HTTP server and the routes share one database handle and one set of modules.
 */
export interface AppLifecycle {
  startApp: () => Promise<void>;
  stopApp: () => Promise<void>;
  isAppReady: () => Promise<boolean>;
  /** The largest body a request may send, decided before any of it is read. */
  bodyLimitFor: (question: { pathname: string; cookie: string | undefined }) => Promise<number>;
  /** The id of the browser a valid known-device cookie names, for the sign-in gate's allowance. */
  knownDeviceId: (cookie: string | undefined) => string | undefined;
  /** The content version this process knows to be current, else the one read from the database. */
  contentVersion: () => Promise<number>;
  /** The content version this process knows to be current, or undefined while it cannot be sure. */
  knownContentVersion: () => number | undefined;
  /** The context React Router hands the routes of one request, holding what the server knows of it. */
  requestContext: (facts: RequestFacts) => RouterContextProvider;
}

const lifecycleFunctions = [
  "startApp",
  "stopApp",
  "isAppReady",
  "bodyLimitFor",
  "knownDeviceId",
  "contentVersion",
  "knownContentVersion",
  "requestContext",
] as const satisfies ReadonlyArray<keyof AppLifecycle>;

/**
 * The lifecycle a server build's entry module exports, checked at start: a build made from other sources
 * stops the server with a clear message rather than failing on its first request.
 */
export function lifecycleOf(entryModule: object): AppLifecycle {
  if (!("appLifecycle" in entryModule)) throw new Error("the server build's entry exports no appLifecycle");
  const lifecycle = entryModule.appLifecycle;
  if (!isAppLifecycle(lifecycle)) throw new Error("the server build's appLifecycle lacks one of its functions");
  return lifecycle;
}

function isAppLifecycle(value: unknown): value is AppLifecycle {
  if (typeof value !== "object" || value === null) return false;
  return lifecycleFunctions.every((name) => typeof Reflect.get(value, name) === "function");
}
