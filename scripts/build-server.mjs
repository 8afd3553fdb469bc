#!/usr/bin/env node
// Bundles the HTTP server (server/ and the few app modules it imports) into build/server.js, so production
// runs on plain `node` without a TypeScript loader: faster start-up and a smaller resident set.
// Packages stay external and load from node_modules as usual.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
