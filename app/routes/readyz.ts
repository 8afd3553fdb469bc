import { isAppReady } from "~/lifecycle/lifecycle.server";

/** Readiness: the database answers; 503 tells a load balancer to send traffic elsewhere. */
export async function loader() {
  const ready = await isAppReady();
  return Response.json(
    { status: ready ? "ready" : "unavailable", database: ready ? "ok" : "unreachable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
