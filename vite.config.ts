import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const isVitest = process.env.VITEST === "true";

export default defineConfig({
  // The React Router plugin is a build tool; unit tests import modules directly.
  plugins: isVitest ? [] : [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
});
