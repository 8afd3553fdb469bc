import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the running server, so it shows that server's address, operator and figures;
  // the content pages are rendered once and kept (docs/decisions/042).
  ssr: true,
  // A route's client-only exports in a chunk of their own: the site has none worth splitting, and one chunk per
  // route keeps the weights bench/budgets.json holds (docs/decisions/053).
  splitRouteModules: false,
} satisfies Config;
