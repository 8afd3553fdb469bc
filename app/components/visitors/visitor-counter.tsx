import { useEffect, useState } from "react";
import { whenIdle } from "~/lib/after-paint";
import { fetchJson } from "~/lib/http/fetch-json";
import { useI18n } from "~/modules/i18n/i18n";
import { formatCount } from "~/modules/i18n/format-count";
import { splitAround } from "~/modules/i18n/split";

const SESSION_FLAG = "visitCounted";

/**
 * '{count} visitors this year'. The first page view of a browser session counts the visit
 * (one POST); later views only read the count, and so does a view whose count was refused.
 */
export function VisitorCounter({ className }: { className?: string }) {
  const [count, setCount] = useState<number | null>(null);
  const { locale, t } = useI18n();
  const [before, after] = splitAround((marker) => t("home.trusted.visitors", { count: marker }));

  useEffect(() => {
    const controller = new AbortController();
    // When the browser is idle: the session's storage is opened on its first use, a wait of its own that
    // should not lengthen the page's start.
    whenIdle(() => {
      if (controller.signal.aborted) return;
      let firstVisit = true;
      try {
        firstVisit = sessionStorage.getItem(SESSION_FLAG) === null;
        sessionStorage.setItem(SESSION_FLAG, "1");
      } catch {
        // Storage can be blocked; the visit is then counted once per page load.
      }
      const ask = (method: "GET" | "POST") => fetchJson<{ count: number }>("/api/visitors", { method, signal: controller.signal });
      // A refused count (the per-address limit behind a shared NAT, a fault) still shows the number: it is read
      // without counting.
      ask(firstVisit ? "POST" : "GET")
        .then((body) => body ?? (firstVisit ? ask("GET") : null))
        .then((body) => {
          if (body) setCount(body.count);
        })
        .catch(() => undefined);
    });
    return () => controller.abort();
  }, []);

  return (
    <p className={className} aria-live="polite">
      {count === null ? (
        <span className="inline-block h-[1lh] w-40 animate-pulse rounded bg-slate-200 align-middle" aria-hidden="true" />
      ) : (
        <>
          {before}
          <span className="font-bold tabular-nums">{formatCount(count, locale)}</span>
          {after}
        </>
      )}
    </p>
  );
}
