import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { Env } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { actionOnWorkerExit } from "./worker-exit";

/**
 * How many worker processes to run. `WEB_CONCURRENCY` when set; otherwise one per core on PostgreSQL.
 * SQLite always gets one: its file belongs to one process (the page cache's version check and the
 * outbox are safe across processes on PostgreSQL only). Development runs Vite in one process.
 */
export function workerCount(env: Pick<Env, "NODE_ENV" | "DATABASE_URL" | "WEB_CONCURRENCY">): number {
  if (env.NODE_ENV !== "production") return 1;
  if (!env.DATABASE_URL) {
    if ((env.WEB_CONCURRENCY ?? 1) > 1) logger.warn({ WEB_CONCURRENCY: env.WEB_CONCURRENCY }, "SQLite runs in one process; WEB_CONCURRENCY ignored");
    return 1;
  }
  return env.WEB_CONCURRENCY ?? os.availableParallelism();
}

const shutdownGraceMs = 15_000;
/** A worker that keeps dying is restarted after a growing pause, up to this one. */
const maxRestartDelayMs = 30_000;

/**
 * The primary process: starts `count` workers that share the listening socket (Node's cluster module hands
 * each new connection to the next worker), replaces one that dies, and on SIGTERM or SIGINT asks every worker
 * to finish its in-flight requests and exits once they have. Which deaths stop everything: see worker-exit.ts.
 */
export function runPrimary(count: number): void {
  let stopping = false;
  let restartDelay = 500;
  const listening = new WeakSet<Worker>();
  let anyListened = false;

  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: alive().length }, "stopping workers");
    for (const worker of alive()) worker.process.kill("SIGTERM");
    const force = setTimeout(() => process.exit(1), shutdownGraceMs);
    force.unref();
    process.exitCode = code;
    if (alive().length === 0) process.exit(code);
  };

  cluster.on("listening", (worker) => {
    listening.add(worker);
    anyListened = true;
    // A worker that came up resets the pause before the next restart.
    restartDelay = 500;
  });
  cluster.on("exit", (worker, code, signal) => {
    const itListened = listening.has(worker);
    const action = actionOnWorkerExit({ stopping, itListened, anyListened });
    if (action === "none") {
      if (alive().length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (action === "stop-everything") {
      logger.fatal({ pid: worker.process.pid, code }, "a worker failed to start; stopping");
      stop("start-up failure", code || 1);
      return;
    }
    const what = itListened ? "worker died" : "worker failed to start";
    logger.error({ pid: worker.process.pid, code, signal, retryInMs: restartDelay }, `${what}; starting another`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, restartDelay);
    restartDelay = Math.min(restartDelay * 2, maxRestartDelayMs);
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info({ workers: count }, "starting workers");
  for (let i = 0; i < count; i++) cluster.fork();
}
