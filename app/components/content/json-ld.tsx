import { serializeJsonLd } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

/**
 * One schema.org block. It carries the response's CSP nonce like every inline script; the browser
 * hides nonces from the DOM, hence no hydration warning for it.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
