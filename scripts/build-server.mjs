#!/usr/bin/env node
// Bundles the HTTP server (server/ and the few app modules it imports) into build/server.js, so production
// runs on plain `node` without a TypeScript loader: faster start-up and a smaller resident set.
// Packages stay external and load from node_modules as usual (their JSON data aside).
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // Packages load from node_modules, except their JSON data files: Node needs an import attribute for those,
  // which the app's code does not write, so they are bundled in.
  plugins: [
    {
      name: "packages-external-but-json",
      setup(build) {
        build.onResolve({ filter: /^[^./~]/ }, (args) => (args.path.endsWith(".json") ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  sourcemap: "linked",
  logLevel: "warning",
});
