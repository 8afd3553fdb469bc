import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Static public pages are rendered once at build time; the server fills in a fresh CSP nonce per response.
  prerender: prerenderedPaths,
} satisfies Config;
