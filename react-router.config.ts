import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the running server, so it shows that server's address, operator and figures;
  // the content pages are rendered once and kept (docs/decisions/042).
  ssr: true,
} satisfies Config;
