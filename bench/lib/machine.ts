import { execSync } from "node:child_process";
import os from "node:os";
import { versionOf } from "./tools";

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium?: string;
  wrk?: string;
  nginx?: string;
  commit?: string;
  loadAverage: number[];
}

export function describeMachine(chromiumPath: string): MachineInfo {
  let commit: string | undefined;
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    commit = undefined;
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: versionOf(chromiumPath, ["--version"]),
    wrk: versionOf("wrk", ["--version"])?.split(" Copyright")[0],
    nginx: versionOf("nginx", ["-v"])?.replace("nginx version: ", ""),
    commit,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}
