import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { EnvError, parseEnv, type Env } from "../app/lib/env.server";
import { lifecycleOf } from "../app/lifecycle/app-lifecycle";
import { resolveClientAddress } from "../app/lib/http/client-address.server";
import { logger } from "../app/lib/logger.server";
import { runPrimary, workerCount } from "./cluster";
import { pagesRenderedAtStart } from "../app/shared-page-paths";
import { cachedPages, type CachedPages } from "./page-cache/cached-pages";
import { refuseOversizedExpectContinue, requestBodyGate } from "./request-body";
import { cleanHtmlPaths, refuseBackslashPaths, refuseUnsupportedMethods, withoutHtmlFiles } from "./protocol-edges";
import { logAnswered, requestLog } from "./request-log";
import { signInGate } from "./sign-in-gate";
import { assignNonce, securityHeaderList, securityHeaders } from "./security-headers";
import { requireValidHost } from "./valid-host";
import { compressResponses } from "./static/compress-responses";
import { readPrecompressedFiles, servePrecompressed } from "./static/precompressed-files";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const shutdownGraceMs = 10_000;

async function main() {
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The logger was set up before .env was read.
  if (env.LOG_LEVEL) logger.level = env.LOG_LEVEL;
  const workers = workerCount(env);
  if (workers > 1 && cluster.isPrimary) runPrimary(workers);
  else await serve(env);
}

/** One HTTP server process: alone, or one of the cluster's workers. */
async function serve(env: Env) {
  const isProduction = env.NODE_ENV === "production";

  const app = express();
  app.disable("x-powered-by");
  // Express reads the forwarded protocol and host through the same number of trusted proxies.
  app.set("trust proxy", env.TRUST_PROXY);
  let stopping = false;
  const markStopping = (_req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => {
    // While shutting down, tell clients not to reuse the connection.
    if (stopping) res.setHeader("Connection", "close");
    next();
  };
  const headerOptions = { https: env.PUBLIC_URL.startsWith("https:"), development: !isProduction };
  app.use(requestLog);
  app.use(markStopping);
  app.use(assignNonce);
  app.use(securityHeaders(headerOptions));
  app.use(compressResponses());
  app.use(refuseUnsupportedMethods);
  app.use(refuseBackslashPaths);
  app.use(cleanHtmlPaths);

  let getBuild: () => Promise<ServerBuild>;
  let fastPath: CachedPages["answer"] | undefined;
  let warmKeptPages: (() => Promise<void>) | undefined;
  if (isProduction) {
    const buildPath = path.join(root, "build", "server", "index.js");
    const build = (await import(buildPath)) as ServerBuild;
    getBuild = async () => build;
    // Hashed file names never change content, so browsers may keep them for a year.
    const immutable = "public, max-age=31536000, immutable";
    app.use(servePrecompressed(readPrecompressedFiles(clientDir), (urlPath) => (urlPath.startsWith("/assets/") ? immutable : "public, max-age=3600")));
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
    app.use(withoutHtmlFiles(express.static(clientDir, { maxAge: "1h", index: false, redirect: false })));
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    getBuild = async () => (await devServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  }

  const lifecycle = lifecycleOf((await getBuild()).entry.module);
  await lifecycle.startApp();

  app.use(requireValidHost);
  if (isProduction) {
    // In development every page is rendered per request, so edits to the code show at once.
    const renderShared = createFetchHandler(getBuild, env.NODE_ENV);
    const kept = cachedPages({
      // No nonce and no client address: the page is rendered for every visitor.
      render: (request) => renderShared(request, lifecycle.requestContext({})),
      knownVersion: lifecycle.knownContentVersion,
      contentVersion: lifecycle.contentVersion,
      securityHeaders: (facts) => securityHeaderList(headerOptions, facts),
      origin: env.PUBLIC_URL,
      clientOf: (req) =>
        resolveClientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], trustedProxies: env.TRUST_PROXY }),
    });
    // Kept pages of the current content version never reach Express; a miss renders through it.
    fastPath = kept.answer;
    warmKeptPages = () => kept.warm(pagesRenderedAtStart);
    app.use(kept.middleware);
  }
  app.use(requestBodyGate(lifecycle.bodyLimitFor));
  app.use(signInGate(env.TRUST_PROXY, lifecycle.knownDeviceId));
  app.use(
    createRequestHandler({
      build: getBuild,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        lifecycle.requestContext({
          cspNonce: String(res.locals.cspNonce),
          clientAddress: resolveClientAddress({
            socketAddress: req.socket.remoteAddress,
            forwardedFor: req.headers["x-forwarded-for"],
            trustedProxies: env.TRUST_PROXY,
          }),
        }),
    }),
  );

  /** Answers from memory before Express, with the shutdown flag and the request's log line. */
  const answerFirst = (answer: CachedPages["answer"], req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const startedAt = performance.now();
    if (stopping) res.setHeader("Connection", "close");
    if (!answer(req, res)) return false;
    logAnswered(req, res, startedAt);
    return true;
  };
  const server = http.createServer((req, res) => {
    // A request without Host (HTTP/1.0 may omit it) goes the long way, to be answered 400.
    if (!req.headers.host || !fastPath || !answerFirst(fastPath, req, res)) app(req, res);
  });
  server.listen(env.PORT, env.HOST ?? "::", () => {
    logger.info({ url: env.PUBLIC_URL, port: env.PORT }, "server listening");
    // One plain line for the person who ran `npm start` (the JSON log is for machines); one process says it.
    if ((cluster.worker?.id ?? 1) === 1) process.stdout.write(`Site ready at ${env.PUBLIC_URL}\n`);
    // The English content pages are rendered once at start, with this server's address, operator and figures.
    warmKeptPages?.().catch((error: unknown) => logger.warn({ err: error }, "rendering the kept pages at start failed"));
  });
  server.keepAliveTimeout = 65_000;
  refuseOversizedExpectContinue(server, lifecycle.bodyLimitFor);

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    // Keep-alive connections that finish a response after this point are closed as soon as they go idle.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(closeIdle);
      await lifecycle.stopApp();
      logger.info("shutdown complete");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "server failed to start");
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
