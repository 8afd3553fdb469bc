// Turns the prerendered pages React Router wrote into build/client into files served as they are
// (docs/decisions/013): each page with its inline scripts' CSP hashes, and gzip and brotli copies made once.
// nginx can serve the same directory with gzip_static (bench/).
import fs from "node:fs";
import path from "node:path";
import { loadPrerenderedPages } from "../server/static/prerendered-html";
import { hashedScriptSources } from "../server/static/inline-script-hashes";
import { compressAll } from "../server/static/representations";
import { MANIFEST_FILE, STATIC_PAGES_DIR, type StaticPageEntry } from "../server/static/static-pages";

const buildDir = path.resolve("build");
const outDir = path.join(buildDir, STATIC_PAGES_DIR);
fs.rmSync(outDir, { recursive: true, force: true });

const manifest: StaticPageEntry[] = [];
for (const [urlPath, html] of loadPrerenderedPages(path.join(buildDir, "client"))) {
  const dir = urlPath === "/" ? "" : urlPath.slice(1);
  const file = path.join(outDir, dir, "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const body = await compressAll(Buffer.from(html), "build");
  fs.writeFileSync(file, body.identity);
  fs.writeFileSync(`${file}.gz`, body.gzip);
  fs.writeFileSync(`${file}.br`, body.br);
  manifest.push({ path: urlPath, dir, scriptSources: hashedScriptSources(html) });
}
fs.writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered pages: ${manifest.length} written to ${path.relative(process.cwd(), outDir)}`);
