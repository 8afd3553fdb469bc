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

/** Installs Debian packages with apt-get, when there are any to install and this process may (as root). */
function aptInstall(packages: string[], log: (line: string) => void): void {
  if (!packages.length || process.getuid?.() !== 0 || !which("apt-get")) return;
  log(`installing ${packages.join(", ")} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore", env });
  spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "ignore", env });
}

/**
 * Makes sure Debian's `wrk` and `nginx` are installed, installing them with apt-get when running as
 * root. Returns the path of each tool, or the reason it is missing.
 */
export function ensureDebianTools(log: (line: string) => void): Record<"wrk" | "nginx", { path?: string; missing?: string }> {
  const wanted = { wrk: "wrk", nginx: "nginx-light" } as const;
  const missing = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((tool) => !which(tool));
  aptInstall(missing.map((tool) => wanted[tool]), log);
  const status = (tool: keyof typeof wanted) => {
    const path = which(tool);
    return path ? { path } : { missing: `${tool} is not installed (apt-get install -y ${wanted[tool]}; needs root)` };
  };
  return { wrk: status("wrk"), nginx: status("nginx") };
}

/**
 * The scripts whose readers' phones carry fonts for them, and the Debian package with those fonts. Without
 * one, Chromium looks through every installed font for each character of a Japanese or Hindi page, finds
 * none, and draws empty boxes, a page no reader sees: for Japanese a first layout three times as long as a
 * phone's, for Hindi a layout without the shaping its real text needs (decision record 064).
 */
const pageFonts = [
  { language: "ja", packageName: "fonts-noto-cjk" },
  { language: "hi", packageName: "fonts-noto-core" },
] as const;

const hasFontFor = (language: string) => (spawnSync("fc-list", [`:lang=${language}`], { encoding: "utf8" }).stdout ?? "").trim() !== "";

/**
 * Makes sure the site's languages have fonts, as their readers' devices do: installs Debian's Noto fonts
 * with apt-get when running as root. Returns the languages still without a font.
 */
export function ensurePageFonts(log: (line: string) => void): string[] {
  const missing = pageFonts.filter((font) => !hasFontFor(font.language));
  aptInstall(missing.map((font) => font.packageName), log);
  return pageFonts.filter((font) => !hasFontFor(font.language)).map((font) => font.language);
}

/** First line of a command's version output, or undefined. */
export function versionOf(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) return undefined;
  return `${result.stdout}${result.stderr}`.split("\n").find((line) => line.trim() !== "")?.trim();
}
