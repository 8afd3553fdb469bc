import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** Absolute path of an executable on PATH (or in sbin), if any. */
export function which(command: string): string | undefined {
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin"]) {
    const candidate = `${dir}/${command}`;
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Makes sure Debian's `wrk` and `nginx` are installed, installing them with apt-get when running as
 * root. Returns the path of each tool, or the reason it is missing.
 */
export function ensureDebianTools(log: (line: string) => void): Record<"wrk" | "nginx", { path?: string; missing?: string }> {
  const wanted = { wrk: "wrk", nginx: "nginx-light" } as const;
  const missing = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((tool) => !which(tool));
  if (missing.length && process.getuid?.() === 0 && which("apt-get")) {
    log(`installing ${missing.join(", ")} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore", env });
    spawnSync("apt-get", ["install", "-y", "-qq", ...missing.map((tool) => wanted[tool])], { stdio: "ignore", env });
  }
  const status = (tool: keyof typeof wanted) => {
    const path = which(tool);
    return path ? { path } : { missing: `${tool} is not installed (apt-get install -y ${wanted[tool]}; needs root)` };
  };
  return { wrk: status("wrk"), nginx: status("nginx") };
}

/** First line of a command's version output, or undefined. */
export function versionOf(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) return undefined;
  return `${result.stdout}${result.stderr}`.split("\n").find((line) => line.trim() !== "")?.trim();
}
