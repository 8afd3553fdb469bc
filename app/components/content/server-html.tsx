import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { FetchedGroup } from "~/modules/i18n/message-groups";

// Needed only after a navigation inside the site, so it is not part of the first page's JavaScript.
const WithMessages = lazy(() => import("~/components/i18n/with-messages").then((module) => ({ default: module.WithMessages })));

interface ServerHtmlProps {
  /** Unique on the page: the element whose server HTML is kept. */
  id: string;
  /**
   * Rendered on the server (where it must not suspend), and in the browser only when the page was reached
   * without that HTML, where it may be lazy.
   */
  children: ReactNode;
  /** The groups of messages the children's texts are in, fetched when the browser renders them. */
  messages?: readonly FetchedGroup[];
}

/**
 * Content that never changes in the browser. When the page hydrates, the HTML the server sent is kept as
 * it is, so the content's code and data need not be in the page's JavaScript or its hydration data; after
 * a navigation inside the site (no server HTML) the children render as usual. The site's own links in the
 * kept HTML still navigate inside the site, as links rendered by the router do.
 */
export function ServerHtml({ id, children, messages }: ServerHtmlProps) {
  const [html] = useState(() => (typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML));
  const navigate = useNavigate();
  // The server renders them in place, never behind a Suspense boundary (a large one would be sent apart,
  // after the page, and moved in place by a script).
  if (html === undefined) {
    if (typeof document === "undefined") return <div id={id}>{children}</div>;
    return (
      <div id={id}>
        <Suspense>{messages ? <WithMessages groups={messages}>{children}</WithMessages> : children}</Suspense>
      </div>
    );
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !plainClick || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  return <div id={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
