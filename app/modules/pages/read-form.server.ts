import { data } from "react-router";

/** Room for a 5 MB banner plus up to 4 MB of content and the multipart framing. */
export const MAX_PAGE_FORM_BYTES = 10 * 1024 * 1024;

function tooLarge(): never {
  throw data("The form is too large. The banner may be at most 5 MB and the content at most 4 MB.", { status: 413 });
}

/**
 * The request's form data, refusing bodies over `maxBytes` (413) before they are buffered in full,
 * whether or not the client announced a Content-Length.
 */
export async function readFormDataLimited(request: Request, maxBytes = MAX_PAGE_FORM_BYTES): Promise<FormData> {
  const announced = Number(request.headers.get("content-length"));
  if (Number.isFinite(announced) && announced > maxBytes) tooLarge();
  if (!request.body) return request.formData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      tooLarge();
    }
    chunks.push(value);
  }
  const body = Buffer.concat(chunks);
  return new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
}
