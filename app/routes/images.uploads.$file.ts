import { getDb } from "~/lib/db.server";
import { findImage, imageIdFromFileName } from "~/modules/images/image-store.server";
import type { Route } from "./+types/images.uploads.$file";

/** Uploaded images from the database. An id never changes content, so browsers and CDNs may keep them for a year. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = imageIdFromFileName(params.file);
  const image = id ? await findImage(getDb(), id) : undefined;
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const etag = `"${image.id}"`;
  const headers = {
    "Content-Type": image.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Last-Modified": new Date(image.createdAt).toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.data), { headers: { ...headers, "Content-Length": String(image.byteSize) } });
}
