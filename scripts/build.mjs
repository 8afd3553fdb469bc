#!/usr/bin/env node
// `npm run build`: React Router's build, the static pages and the server bundle, told in a few lines.
// The tools' per-file listings (every asset, every prerendered page) and React Router's note that it builds
// with Vite's environment API are left out;
// anything else a step prints (a warning, an error) is shown as it
// is, and a failing step prints its whole output. BUILD_VERBOSE=1 prints everything.
import { spawn } from "node:child_process";
import { summarise } from "./build-output.mjs";

const verbose = process.env.BUILD_VERBOSE === "1";

function run(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ label, code, output }));
  });
}

const steps = [
  ["registry", "npx", ["tsx", "scripts/generate-site-paths.ts"]],
  ["site", "npx", ["react-router", "build"]],
  ["compress", "npx", ["tsx", "scripts/precompress-assets.ts"]],
  ["server", "node", ["scripts/build-server.mjs"]],
];
const started = Date.now();
for (const [label, command, args] of steps) {
  const { code, output } = await run(label, command, args);
  if (verbose || code !== 0) process.stdout.write(output);
  if (code !== 0) {
    console.error(`build failed in step "${label}" (exit code ${code})`);
    process.exit(code ?? 1);
  }
  if (verbose) continue;
  for (const line of summarise(output)) console.log(line);
}
console.log(`build finished in ${Math.round((Date.now() - started) / 1000)} s`);
