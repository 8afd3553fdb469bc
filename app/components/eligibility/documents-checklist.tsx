import { useSyncExternalStore } from "react";
import type { WordedChecklistItem } from "~/modules/checklist/worded-checklist";
import { useI18n } from "~/modules/i18n/i18n";
import { Heading } from "./heading";

/** Where a tick is kept: this browser's storage, one key per result and per document; nothing is sent. */
export function tickKey(resultKey: string, item: string): string {
  return `checklist:${resultKey}:${item}`;
}

const listeners = new Set<() => void>();

/** Ticks change here (a click) or in another tab of the same result (the storage event). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readTick(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === "1";
  } catch {
    // Storage refused (private mode, blocked): nothing was kept.
    return false;
  }
}

function writeTick(key: string, ticked: boolean) {
  try {
    if (ticked) window.localStorage.setItem(key, "1");
    else window.localStorage.removeItem(key);
  } catch {
    // As above: the tick cannot be kept in this browser.
  }
  for (const listener of listeners) listener();
}

function ChecklistItem({ item, storageKey, hydrated }: { item: WordedChecklistItem; storageKey: string; hydrated: boolean }) {
  const { t } = useI18n();
  const ticked = useSyncExternalStore(
    subscribe,
    () => readTick(storageKey),
    () => false,
  );
  const inputId = `checklist-item-${item.id}`;
  const whyId = `${inputId}-why`;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-checklist-item={item.id}>
      {hydrated ? (
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id={inputId}
            aria-describedby={whyId}
            checked={ticked}
            onChange={(event) => writeTick(storageKey, event.currentTarget.checked)}
            className="mt-1 size-5 shrink-0 accent-ocean-700"
          />
          <label htmlFor={inputId} className="font-medium text-slate-900">
            {item.text}
          </label>
        </div>
      ) : (
        <p className="font-medium text-slate-900">{item.text}</p>
      )}
      <p id={whyId} className={hydrated ? "mt-1 pl-8 text-sm text-slate-700" : "mt-1 text-sm text-slate-700"}>
        <span className="font-semibold text-slate-900">{t("checklist.why-label")}</span> {item.why}{" "}
        <a href={item.link.href} target="_blank" rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2">
          {item.link.label}
          <span className="sr-only"> {t("result.new-tab")}</span>
        </a>
      </p>
    </li>
  );
}

interface DocumentsChecklistProps {
  items: readonly WordedChecklistItem[];
  /** The result the ticks belong to (its answers), so another result starts unticked. */
  resultKey: string;
  hydrated: boolean;
}

/**
 * The personal documents checklist: each document, why it is asked for and the official page. With
 * JavaScript each has a checkbox whose tick is kept in this browser only; without, the list is plain.
 */
export function DocumentsChecklist({ items, resultKey, hydrated }: DocumentsChecklistProps) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="checker-checklist-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-checklist>
      <Heading depth={2} id="checker-checklist-heading" className="text-lg font-semibold text-slate-900">
        {t("checklist.heading")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t("checklist.intro")}</p>
      {hydrated && (
        <p className="mt-1 text-sm text-slate-700" data-print-hidden>
          {t("checklist.ticks")}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <ChecklistItem key={item.id} item={item} storageKey={tickKey(resultKey, item.id)} hydrated={hydrated} />
        ))}
      </ul>
    </section>
  );
}
