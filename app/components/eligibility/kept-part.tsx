import { useEffect, useRef, type ReactNode } from "react";
import { whenIdle } from "~/lib/after-paint";

/**
 * A part of the wizard kept in the page while another is shown, never unmounted, so showing it again
 * is a change of one class, not new markup. A part made while hidden is measured once when the browser
 * is idle: the browser then works out its styles and layout ahead and keeps them (`kept-hidden`).
 */
export function KeptPart({ shown, children }: { shown: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const madeHidden = useRef(!shown);
  useEffect(() => {
    if (madeHidden.current) whenIdle(() => ref.current?.firstElementChild?.getBoundingClientRect());
  }, []);
  return (
    <div ref={ref} className={shown ? undefined : "kept-hidden"}>
      {children}
    </div>
  );
}
