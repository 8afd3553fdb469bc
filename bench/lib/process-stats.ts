import fs from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ

/** User plus system CPU seconds used so far by a process (Linux /proc). */
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may contain spaces) start at ") ".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The process and its direct children (nginx's master and workers). */
export function withChildren(pid: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/** CPU seconds of a process tree, summed. */
export function treeCpuSeconds(pid: number): number {
  return withChildren(pid).reduce((sum, p) => {
    try {
      return sum + cpuSecondsOf(p);
    } catch {
      return sum;
    }
  }, 0);
}

/** Resident memory of a process in MiB. */
export function rssMiBOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}
