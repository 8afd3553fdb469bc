interface LogEntry {
  pid?: number;
  msg?: string;
  req?: { path?: string };
}

/** The processes that wrote a log line matching `wanted` (each JSON log line names its process). */
export function processesLogging(output: string, wanted: (entry: LogEntry) => boolean): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as LogEntry;
    if (entry.pid && wanted(entry)) pids.add(entry.pid);
  }
  return pids;
}

export const workersThatServed = (output: string, path: string) => processesLogging(output, (entry) => entry.req?.path === path);
/** Every worker process that has begun to answer requests, replacements included. */
export const workersListening = (output: string) => processesLogging(output, (entry) => entry.msg === "server listening");
