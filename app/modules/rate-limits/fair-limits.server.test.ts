import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { resolveClientAddress } from "~/lib/http/client-address.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { hitFairLimits, networkOf, siteBucketOf, SITE_BUCKETS, type FairLimitSettings } from "./fair-limits.server";

/** The shipped defaults. */
const settings: FairLimitSettings = { PUBLIC_FORM_LIMIT_PER_CLIENT: 10, PUBLIC_FORM_LIMIT_SITE: 300 };

describe("networkOf and siteBucketOf", () => {
  it("group IPv4 clients by /24 and IPv6 clients by /48", () => {
    expect(networkOf("203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:1:2::/64")).toBe("2001:db8:1::/48");
    expect(networkOf("unknown")).toBe("unknown");
  });

  it("put one provider's block in one bucket and spread blocks over every bucket", () => {
    expect(siteBucketOf("203.0.1.1")).toBe(siteBucketOf("203.0.200.7"));
    const buckets = new Set(Array.from({ length: 256 }, (_, i) => siteBucketOf(`${i}.1.2.3`)));
    expect(buckets.size).toBe(SITE_BUCKETS);
  });
});

describe.each(testDatabases())("fair limits on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  const post = (endpoint: "checkout" | "contact", client: string, now: Date) => hitFairLimits(handle.db, endpoint, client, { now, settings });

  it("30 addresses posting 11 times each to checkout do not close it for a new visitor", async () => {
    const at = new Date("2030-03-01T10:59:00Z");
    for (let address = 1; address <= 30; address++) {
      for (let i = 0; i < 11; i++) await post("checkout", `203.0.113.${address}`, at);
    }
    // A visitor from elsewhere, and one more from a neighbouring block of the same provider.
    expect((await post("checkout", "198.51.100.7", at)).allowed).toBe(true);
    expect((await post("checkout", "203.0.114.1", at)).allowed).toBe(true);
    // Nor does the closed network open again at the top of the hour (the window slides).
    expect((await post("checkout", "203.0.113.200", new Date("2030-03-01T11:00:30Z"))).allowed).toBe(false);
  });

  it("counts every address of one IPv6 /64 as one client, and a /48 as one network", async () => {
    const at = new Date("2030-03-02T10:00:00Z");
    const client = (address: string) => resolveClientAddress({ socketAddress: address, forwardedFor: undefined, trustedProxies: 0 });
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push((await post("contact", client(`2001:db8:1:2::${i.toString(16)}`), at)).allowed);
    expect(answers.filter(Boolean)).toHaveLength(10);
    // 40 /64s of one /48: the network's share (a tenth of 300 an hour) holds.
    const spread = [];
    for (let i = 0; i < 40; i++) spread.push((await post("contact", client(`2001:db8:2:${i.toString(16)}::1`), at)).allowed);
    expect(spread.filter(Boolean)).toHaveLength(30);
    expect((await post("contact", client("2001:db8:3::1"), at)).allowed).toBe(true);
  });

  it("a group of networks within one provider block fills only that block's bucket", async () => {
    const at = new Date("2030-03-03T10:00:00Z");
    // 10 networks of 203.0.0.0/16, three clients each, ten posts each: 300 posts, a bucket holds 75.
    for (let network = 0; network < 10; network++) {
      for (let host = 1; host <= 3; host++) {
        for (let i = 0; i < 10; i++) await post("contact", `203.0.${network}.${host}`, at);
      }
    }
    expect((await post("contact", "203.0.99.1", at)).allowed).toBe(false);
    const elsewhere = Array.from({ length: 256 }, (_, i) => `${i}.9.9.9`).find((client) => siteBucketOf(client) !== siteBucketOf("203.0.99.1"));
    expect((await post("contact", elsewhere ?? "", at)).allowed).toBe(true);
  });
});
