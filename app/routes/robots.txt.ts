import { getPublicConfig } from "~/lib/public-config.server";
import { renderRobotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(renderRobotsTxt(getPublicConfig().origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
