#!/usr/bin/env node
// The whole test suite in one command: lint, typecheck, unit and data-layer tests, build, browser tests.
// It ends with one line `tests: N passed, N failed` summing the Vitest and Playwright results.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const results = { passed: 0, failed: 0, skipped: 0 };
let stepFailed = false;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status})`);
    stepFailed = true;
    return false;
  }
  return true;
}

function countStep(label, ok) {
  // Lint, typecheck and build count as one check each, so a failure there shows in the closing line.
  if (ok) results.passed += 1;
  else results.failed += 1;
}

fs.mkdirSync("test-results", { recursive: true });

countStep("lint", run("lint", "npx", ["eslint", ".", "--max-warnings=0"]));
countStep("typecheck", run("typecheck", "npm", ["run", "typecheck", "--silent"]));

const unitOk = run("unit and data-layer tests (vitest)", "npx", [
  "vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json",
]);
if (fs.existsSync("test-results/vitest.json")) {
  const report = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + report.numTodoTests;
  if (!unitOk && report.numFailedTests === 0) results.failed += 1;
} else if (!unitOk) results.failed += 1;

const buildOk = run("production build", "npm", ["run", "build", "--silent"]);
countStep("build", buildOk);

if (buildOk) {
  fs.rmSync("test-results/e2e.json", { force: true });
  const e2eOk = run("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  });
  if (fs.existsSync("test-results/e2e.json")) {
    const { stats } = JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8"));
    results.passed += stats.expected + stats.flaky;
    results.failed += stats.unexpected;
    results.skipped += stats.skipped;
    if (!e2eOk && stats.unexpected === 0) results.failed += 1;
  } else if (!e2eOk) results.failed += 1;
}

console.log(`\ntests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(stepFailed || results.failed > 0 ? 1 : 0);
