import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Static public pages are rendered once at build time; the server fills in a fresh CSP nonce per response.
  prerender: prerenderedPaths,
  // React Router 8's changes, each decided here rather than announced at every build: the site keeps today's
  // behaviour (its load context, route chunks, request handling and data URLs are measured and tested as they are).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
