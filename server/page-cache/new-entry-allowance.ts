/**
 * How many new pages one client may add to the kept checker pages in a window. A person walking through the
 * checker adds one page per step; a script asking for every combination of answers would otherwise fill the
 * cache and push out what everyone else is served. Past the allowance a page is still rendered and served,
 * only not kept.
 */
export interface NewEntryAllowance {
  /** Counts one new entry for `client`; false when the client has used its allowance in this window. */
  take: (client: string) => boolean;
}

export function newEntryAllowance(options: { perWindow: number; windowMs: number; now?: () => number; maxClients?: number }): NewEntryAllowance {
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 10_000;
  const windows = new Map<string, { startedAt: number; taken: number }>();
  return {
    take(client) {
      const time = now();
      let window = windows.get(client);
      if (!window || time - window.startedAt >= options.windowMs) {
        windows.delete(client);
        // Bounded memory: past the bound the oldest windows are forgotten (a forgotten client starts afresh).
        if (windows.size >= maxClients) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { startedAt: time, taken: 0 };
        windows.set(client, window);
      }
      if (window.taken >= options.perWindow) return false;
      window.taken += 1;
      return true;
    },
  };
}
