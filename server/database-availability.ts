/**
 * Answers "is the database reachable right now?" for the error path. One probe serves every request
 * that asks within `freshForMs`, so an outage under load costs one probe per second, not one per request.
 */
export function databaseAvailability(probe: () => Promise<boolean>, freshForMs = 1000): () => Promise<boolean> {
  let last: { at: number; reachable: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return () => {
    if (last && Date.now() - last.at < freshForMs) return Promise.resolve(last.reachable);
    inFlight ??= probe()
      .catch(() => false)
      .then((reachable) => {
        last = { at: Date.now(), reachable };
        inFlight = undefined;
        return reachable;
      });
    return inFlight;
  };
}
