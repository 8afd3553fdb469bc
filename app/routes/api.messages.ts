import { z } from "zod";
import { groupMessages } from "~/modules/i18n/catalogs.server";
import { fetchedGroups } from "~/modules/i18n/message-groups";
import { locales } from "~/modules/i18n/locales";
import type { Route } from "./+types/api.messages";

const messagesQuery = z.object({ locale: z.enum(locales), groups: z.array(z.enum(fetchedGroups)).min(1).max(fetchedGroups.length) });

/**
 * One language's messages of one group, for parts of a page that the server usually renders alone (the
 * home page's sections) when the browser renders them after a navigation inside the site.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams;
  const parsed = messagesQuery.safeParse({ locale: query.get("locale"), groups: (query.get("groups") ?? "").split(",") });
  if (!parsed.success) return Response.json({ error: "Unknown language or group of messages" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const messages = await groupMessages(parsed.data.locale, parsed.data.groups);
  // The same for everyone until the next release.
  return Response.json({ messages }, { headers: { "Cache-Control": "public, max-age=300" } });
}
