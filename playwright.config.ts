import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
/** The first server's address: the `stateful` project's (see `projects` below), for the specs that sign in there. */
export const baseURL = `http://127.0.0.1:${port}`;
/** The second server, for the specs that only read the site (see `projects` below). */
const sitePort = Number(process.env.E2E_SITE_PORT ?? port + 1);

// Debian's Chromium; these flags keep it from stalling on a closed network.
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "visa-e2e-"));
const siteDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-e2e-site-"));

/**
 * Specs that sign in, change what the site holds (pages, agents, orders, settings) or start servers of
 * their own. They run one after another against the first server, as the whole suite once did.
 */
const stateful = [
  "abuse",
  "admin-auth",
  "admin-pages",
  "agents",
  "checker-email",
  "faults",
  "figures",
  "hardening",
  "hydrated-figures",
  "language-offers",
  "languages",
  "page-translations",
  "payments",
  "payments-admin",
  "payments-checker",
  "payments-stripe",
  "reminders",
  "scale-out",
  "security",
  "server",
  "workers",
];
const statefulSpecs = new RegExp(`/(${stateful.join("|")})\\.spec\\.ts$`);

/** One server as `npm run serve` runs it, on its own port and data directory. */
const server = (serverPort: number, serverDataDir: string) => ({
  command: "npm run serve",
  url: `http://127.0.0.1:${serverPort}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    DATA_DIR: serverDataDir,
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "e2e-admin-password-123",
    // The webhook verifies signatures with this secret, so hostile input meets the real check.
    STRIPE_WEBHOOK_SECRET: "whsec_e2e_only_secret",
    LOG_LEVEL: "warn",
    // Every test posts from the same loopback address; the limits themselves are tested on servers of their own.
    PUBLIC_FORM_LIMIT_PER_CLIENT: "1000",
    PUBLIC_FORM_LIMIT_SITE: "100000",
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two projects side by side, each with a server and a data directory of its own, each running its
  // specs one after another: what one project's tests change can never meet the other's.
  workers: 2,
  // On CI one retry keeps a timing hiccup on a busy two-core machine from failing the run; a retried
  // test is reported as flaky in test-results/e2e.json.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "stateful", testMatch: statefulSpecs, workers: 1, use: { ...devices["Desktop Chrome"], baseURL } },
    { name: "site", testIgnore: statefulSpecs, workers: 1, use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${sitePort}` } },
  ],
  webServer: [server(port, dataDir), server(sitePort, siteDataDir)],
});
