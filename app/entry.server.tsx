import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { scriptsAfterFirstPaintStream } from "~/lib/html/scripts-after-first-paint.server";
import { expectedRefusal } from "~/lib/http/expected-refusal";
import { logger } from "~/lib/logger.server";
import { requestContext, requestFacts } from "~/lib/load-context";
import { NonceContext } from "~/lib/nonce";
import { WithoutReactContext } from "~/lib/page-scripts";
import { routeHydrates } from "~/lib/site/page-queries";
import { loadMessages } from "~/modules/i18n/catalogs.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { ServerCatalogContext } from "~/modules/i18n/server-catalog";

import type { AppLifecycle } from "~/lifecycle/app-lifecycle";
import { bodyLimitFor } from "~/lifecycle/body-limit.server";
import { contentVersion, knownContentVersion } from "~/lifecycle/content-version.server";
import { knownDeviceId } from "~/lifecycle/known-device-id.server";
import { isAppReady, startApp, stopApp } from "~/lifecycle/lifecycle.server";

/** For the HTTP server (server/index.ts): what it asks of the app outside React Router's requests. */
export const appLifecycle = {
  startApp,
  stopApp,
  isAppReady,
  bodyLimitFor,
  knownDeviceId,
  contentVersion,
  knownContentVersion,
  requestContext,
} satisfies AppLifecycle;

export const streamTimeout = 5_000;

/**
 * Errors React Router reports from loaders, actions and its own checks. An expected refusal (a post from
 * a foreign origin, a method a route does not answer) is one warning line without a stack; anything else
 * is an error with its stack. Requests the client abandoned are not logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  const refusal = expectedRefusal(error);
  if (refusal) logger.warn({ method: request.method, path, reason: refusal }, "request refused");
  else logger.error({ err: error, method: request.method, path }, "unhandled error in a route");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page rendered once for every visitor (prerendered, or for the page cache) has no nonce: the server
  // allows its inline scripts by their hashes, which it can only work out from the whole page.
  const nonce = loadContext.get(requestFacts).cspNonce;
  // The registry says which pages go out without React (the page's own route is the last match).
  const leafRoute = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const withoutReact = leafRoute !== undefined && !routeHydrates(leafRoute);
  // Texts only the server renders come from the whole catalog (the browser gets the page's groups).
  const catalog = await loadMessages(localeOfPath(new URL(request.url).pathname));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
            // A page without React is sent whole: content streamed in late would need React's inline scripts to be put in place.
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce || withoutReact ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <WithoutReactContext value={withoutReact}>
          <ServerCatalogContext value={catalog}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerCatalogContext>
        </WithoutReactContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (withoutReact) pipe(body);
          else pipe(scriptsAfterFirstPaintStream()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
  });
}
