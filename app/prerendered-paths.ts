/**
 * Public pages whose HTML does not depend on the request or the database.
 * They are rendered at build time and served from memory (see server/prerendered.ts).
 */
export const prerenderedPaths: string[] = ["/"];
