import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the running server, so it shows that server's address, operator and figures;
  // the content pages are rendered once and kept (docs/decisions/042).
  ssr: true,
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
