import fs from "node:fs";
import path from "node:path";

/** Reads every prerendered `index.html` under the client build into memory, keyed by its URL path. */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(relative === "" ? "/" : `/${relative}`, fs.readFileSync(full, "utf8"));
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}
