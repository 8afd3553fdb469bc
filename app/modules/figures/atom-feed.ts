import { escapeHtml } from "~/lib/escape-html";
import type { PublicChange } from "./public-changes";

/** The changes as an Atom 1.0 feed (RFC 4287): one entry per change, newest first, linking to the page and the source. */
export function atomFeed(changes: readonly PublicChange[], siteUrl: string, siteName: string): string {
  const pageUrl = `${siteUrl}/what-changed`;
  const feedUrl = `${pageUrl}/feed.atom`;
  const updated = changes.reduce((latest, change) => (change.recordedAt > latest ? change.recordedAt : latest), "1970-01-01T00:00:00.000Z");
  const entries = changes.map((change) => {
    const summary = [change.from !== null || change.to !== null ? `${change.from ?? "none"} to ${change.to ?? "none"}, from ${change.date}.` : `From ${change.date}.`, change.note]
      .filter(Boolean)
      .join(" ");
    return [
      "  <entry>",
      `    <id>${escapeHtml(`${pageUrl}#${change.id}`)}</id>`,
      `    <title>${escapeHtml(change.title)}</title>`,
      `    <updated>${escapeHtml(change.recordedAt)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(`${pageUrl}#${change.id}`)}"/>`,
      change.source ? `    <link rel="related" href="${escapeHtml(change.source.url)}" title="${escapeHtml(change.source.name)}"/>` : "",
      `    <summary type="text">${escapeHtml(summary)}</summary>`,
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeHtml(feedUrl)}</id>`,
    `  <title>${escapeHtml(`${siteName}: what changed`)}</title>`,
    "  <subtitle>Each change of a visa figure or rule the site quotes, with its date and source.</subtitle>",
    `  <updated>${escapeHtml(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(pageUrl)}"/>`,
    `  <author><name>${escapeHtml(siteName)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
