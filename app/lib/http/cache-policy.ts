/**
 * Pages that are the same for every visitor: browsers revalidate each time (a 304 with the ETag is cheap),
 * while a CDN or proxy may keep them for five minutes and serve a stale copy for an hour while it fetches
 * a fresh one. Five minutes bounds how long an edited managed page or a new deployment takes to show
 * through a shared cache.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
