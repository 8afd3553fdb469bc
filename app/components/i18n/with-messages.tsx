import type { Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { use, useMemo, type ReactNode } from "react";
import { fetchJson } from "~/lib/http/fetch-json";
import { createI18n, useI18n } from "~/modules/i18n/i18n";
import { MessagesProvider } from "~/modules/i18n/provider";
import type { Locale } from "~/modules/i18n/locales";
import type { FetchedGroup } from "~/modules/i18n/message-groups";
import { useServerCatalog } from "~/modules/i18n/server-catalog";


const requests = new Map<string, Promise<Messages>>();

function fetchGroupMessages(locale: Locale, groups: readonly FetchedGroup[]): Promise<Messages> {
  const key = `${locale}/${groups.join()}`;
  let request = requests.get(key);
  if (!request) {
    request = fetchJson<{ messages: Messages }>(`/api/messages?${new URLSearchParams({ locale, groups: groups.join() })}`).then((body) =>
      body ? body.messages : Promise.reject(new Error("the messages were refused")),
    );
    // A failed request is tried again the next time the part renders.
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/**
 * Renders a part whose texts are not sent with the page (the server renders it with the whole catalog):
 * in the browser, its group of messages is fetched first. Suspends meanwhile; wrap it in Suspense.
 */
export function WithMessages({ groups, children }: { groups: readonly FetchedGroup[]; children: ReactNode }) {
  const onServer = useServerCatalog() !== undefined;
  if (onServer) return children;
  return <FetchedMessages groups={groups}>{children}</FetchedMessages>;
}

function FetchedMessages({ groups, children }: { groups: readonly FetchedGroup[]; children: ReactNode }) {
  const { locale } = useI18n();
  const { i18n } = useLingui();
  const fetched = use(fetchGroupMessages(locale, groups));
  const merged = useMemo(() => createI18n(locale, { ...i18n.messages, ...fetched }), [locale, i18n, fetched]);
  return <MessagesProvider i18n={merged}>{children}</MessagesProvider>;
}
