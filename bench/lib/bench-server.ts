import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/server-process";
import { rssMiBOf, treeCpuSeconds, withChildren } from "./process-stats";

/** With workers (node:cluster) the target is per worker, so the largest of the process tree counts. */
function largestRssMiB(pid: number): number {
  return Math.max(
    ...withChildren(pid).map((p) => {
      try {
        return rssMiBOf(p);
      } catch {
        return 0; // a process that just exited
      }
    }),
  );
}

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** Resident memory now of the largest server process (the one process, or the largest worker), in MiB. */
  rssMiB: () => number;
  /** CPU seconds the server has used so far. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

/**
 * Runs the production server as it runs in production (request logs at info level), with its log
 * written to a file the way a process manager would keep it.
 */
/** All load comes from one address: the per-client limits would measure 429s instead of the pages. */
const LOAD_TEST_LIMITS = { PUBLIC_FORM_LIMIT_PER_CLIENT: "10000", PUBLIC_FORM_LIMIT_SITE: "1000000" };

export async function startBenchServer(options: { env: Record<string, string>; logFile: string; port?: number }): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, "w");
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: String(port), ...LOAD_TEST_LIMITS, ...options.env },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // Never outlive the bench run, even when it fails half-way.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  void exited.then(() => process.off("exit", orphanGuard));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${options.logFile}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    rssMiB: () => largestRssMiB(child.pid as number),
    cpuSeconds: () => treeCpuSeconds(child.pid as number),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
