import { spawn } from "node:child_process";

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors (connect, read, write, timeout). */
  errors: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

/** Reads the figures out of `wrk --latency` output. */
export function parseWrkOutput(output: string): WrkResult {
  const latency = (percentile: string) => {
    const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    return match ? toMs(match[1] as string, match[2] as string) : Number.NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? Number.NaN),
    errors: (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + Number(non2xx?.[1] ?? 0),
  };
}

export interface WrkOptions {
  connections: number;
  threads: number;
  seconds: number;
}

/** What a browser sends: every run measures the compressed responses browsers get. */
export const BROWSER_ACCEPT_ENCODING = "gzip, br";

/** The wrk arguments of one run against `url`. */
export function wrkArguments(url: string, options: WrkOptions): string[] {
  return [`-t${options.threads}`, `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "-H", `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`, url];
}

/** One wrk run against `url`. */
export function runWrk(url: string, options: WrkOptions): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", wrkArguments(url, options), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(parseWrkOutput(output)) : reject(new Error(`wrk exited with ${code}: ${output}`))));
  });
}
