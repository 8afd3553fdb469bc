import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The app's content pages as files, for the nginx baseline: each page as the running app renders it
 * (`index.html`) with a gzip copy beside it for `gzip_static`, under its URL path. The app renders every
 * page itself (nothing is written at build time), so the baseline serves exactly the same bytes.
 */
export async function snapshotPages(baseUrl: string, paths: readonly string[], dir: string): Promise<string> {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const urlPath of paths) {
    const response = await fetch(`${baseUrl}${urlPath}`, { headers: { "Accept-Encoding": "identity" } });
    if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const file = path.join(dir, urlPath === "/" ? "" : urlPath.slice(1), "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  }
  return dir;
}
