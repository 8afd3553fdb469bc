import { adminPageForm, checkoutForm } from "../routes";
import { signIn } from "./admin-session";
import { isRouteAvailable } from "./availability";

/**
 * One kind of write the crash test fires at the server. A write is acknowledged when its HTTP
 * response arrived with 2xx (or, for form posts, the redirect that follows a successful save);
 * after a restart every acknowledged write must be there.
 */
export interface WriteKind {
  name: string;
  /** Whether the server offers this write yet. */
  available: (baseUrl: string) => Promise<boolean>;
  /** Work before the writes (signing in); returns what each write needs. */
  prepare: (baseUrl: string) => Promise<WriteContext>;
  /** One write; resolves with its acknowledgement, or undefined when it was not acknowledged. */
  write: (baseUrl: string, index: number, context: WriteContext) => Promise<string | undefined>;
  /** After the restart: throws naming every acknowledged write that is missing. */
  verify: (baseUrl: string, acknowledged: string[], context: WriteContext) => Promise<void>;
}

export interface WriteContext {
  cookie?: string;
  /** Set by prepare: values read before the writes (the counter's starting count). */
  before?: number;
  runId: string;
}

async function readCount(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/visitors`);
  return ((await response.json()) as { count: number }).count;
}

export const counterIncrements: WriteKind = {
  name: "visitor counter increments",
  available: (baseUrl) => isRouteAvailable(baseUrl, "/api/visitors"),
  prepare: async (baseUrl) => ({ runId: `${Date.now()}`, before: await readCount(baseUrl) }),
  write: async (baseUrl) => {
    const response = await fetch(`${baseUrl}/api/visitors`, { method: "POST" });
    if (!response.ok) return undefined;
    return String(((await response.json()) as { count: number }).count);
  },
  verify: async (baseUrl, acknowledged, context) => {
    const after = await readCount(baseUrl);
    const counts = acknowledged.map(Number);
    const highest = Math.max(context.before ?? 0, ...counts);
    // Every acknowledged increment returned its own count; all of them (and any that committed
    // without an answer) must be in the stored total.
    if (new Set(counts).size !== counts.length) throw new Error("two increments were acknowledged with the same count");
    if (after < (context.before ?? 0) + counts.length || after < highest) {
      throw new Error(`counter lost writes: ${counts.length} acknowledged from ${context.before}, highest ${highest}, now ${after}`);
    }
  },
};

export const pageSaves: WriteKind = {
  name: "page saves",
  available: (baseUrl) => isRouteAvailable(baseUrl, adminPageForm.createPath),
  prepare: async (baseUrl) => ({ runId: `${Date.now()}`, cookie: await signIn(baseUrl) }),
  write: async (baseUrl, index, context) => {
    const slug = `crash-${context.runId}-${index}`;
    const response = await fetch(`${baseUrl}${adminPageForm.createPath}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: context.cookie ?? "", Origin: new URL(baseUrl).origin },
      body: new URLSearchParams(adminPageForm.fields(`Crash ${index}`, slug)),
    });
    await response.body?.cancel();
    const saved = response.ok || (response.status >= 300 && response.status < 400 && !response.headers.get("location")?.startsWith("/login"));
    return saved ? slug : undefined;
  },
  verify: async (baseUrl, acknowledged) => {
    const missing: string[] = [];
    for (const slug of acknowledged) {
      const response = await fetch(`${baseUrl}/${slug}`);
      await response.body?.cancel();
      if (response.status !== 200) missing.push(slug);
    }
    if (missing.length) throw new Error(`acknowledged page saves missing after restart: ${missing.join(", ")}`);
  },
};

export const templateOrders: WriteKind = {
  name: "orders",
  available: (baseUrl) => isRouteAvailable(baseUrl, "/admin/orders"),
  prepare: async (baseUrl) => ({ runId: `${Date.now()}`, cookie: await signIn(baseUrl) }),
  write: async (baseUrl, index, context) => {
    const email = `crash-${context.runId}-${index}@example.com`;
    const response = await fetch(`${baseUrl}${checkoutForm.path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(checkoutForm.fields(email)),
    });
    await response.body?.cancel();
    // The checkout answers 303 to the hosted (or demo) checkout once the order is recorded.
    return response.status === 303 ? email : undefined;
  },
  verify: async (baseUrl, acknowledged, context) => {
    const response = await fetch(`${baseUrl}/admin/orders`, { headers: { Cookie: context.cookie ?? "" } });
    const listing = await response.text();
    const missing = acknowledged.filter((email) => !listing.includes(email));
    if (missing.length) throw new Error(`acknowledged orders missing after restart: ${missing.join(", ")}`);
  },
};

/** Every write kind; those whose routes do not exist yet are left out of a run and reported. */
export const writeKinds: WriteKind[] = [counterIncrements, pageSaves, templateOrders];
