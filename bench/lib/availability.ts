/**
 * Whether a route exists yet: anything but 404 counts. Routes still being built elsewhere answer 404
 * from the catch-all, and the measurement or test for them reports "not available yet".
 */
export async function isRouteAvailable(baseUrl: string, path: string): Promise<boolean> {
  const response = await fetch(new URL(path, baseUrl), { redirect: "manual" });
  await response.body?.cancel();
  return response.status !== 404;
}

export const NOT_AVAILABLE_YET = "not available yet (the route answers 404)";
