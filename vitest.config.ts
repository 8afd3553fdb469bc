import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
      environment: "node",
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // PostgreSQL tests create their own databases, so files may run in parallel.
      pool: "forks",
    },
  }),
);
