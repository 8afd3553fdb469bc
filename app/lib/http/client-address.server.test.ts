import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { requestContext } from "../load-context";
import { clientAddress, clientOf, ipv6Groups, resolveClientAddress } from "./client-address.server";

describe("resolveClientAddress", () => {
  const forwarded = "198.51.100.1, 203.0.113.9";

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress({ socketAddress: "192.0.2.4", forwardedFor: forwarded, trustedProxies: 0 })).toBe("192.0.2.4");
  });

  it("behind one proxy, is the address that proxy appended (the last entry)", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: forwarded, trustedProxies: 1 })).toBe("203.0.113.9");
  });

  it("behind two proxies, counts two entries from the right, so a forged first entry is never used", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.1, 10.0.0.1", trustedProxies: 2 })).toBe("198.51.100.1");
  });

  it("reads repeated headers as one list and takes the furthest hop when there are fewer than trusted", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: ["198.51.100.1", "203.0.113.9"], trustedProxies: 1 })).toBe("203.0.113.9");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.9", trustedProxies: 3 })).toBe("203.0.113.9");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustedProxies: 1 })).toBe("10.0.0.2");
  });

  it("writes each address one way: IPv4 on a dual-stack socket, ports, brackets, case", () => {
    expect(resolveClientAddress({ socketAddress: "::ffff:192.0.2.4", forwardedFor: undefined, trustedProxies: 0 })).toBe("192.0.2.4");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.9:5120", trustedProxies: 1 })).toBe("203.0.113.9");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "[2001:DB8::1]:443", trustedProxies: 1 })).toBe("2001:db8:0:0::/64");
  });

  it("says 'unknown' rather than trusting something that is not an address", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "<script>", trustedProxies: 1 })).toBe("unknown");
    expect(resolveClientAddress({ socketAddress: undefined, forwardedFor: undefined, trustedProxies: 0 })).toBe("unknown");
  });
});

describe("clientOf", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64 (every address a connection may pick)", () => {
    expect(clientOf("203.0.113.9")).toBe("203.0.113.9");
    const oneHome = ["2001:db8:aa:bb::1", "2001:db8:aa:bb:ffff:1:2:3", "2001:0db8:00aa:00bb::9"].map(clientOf);
    expect(new Set(oneHome)).toEqual(new Set(["2001:db8:aa:bb::/64"]));
    expect(clientOf("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64");
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
  });

  it("reads every IPv6 spelling, embedded IPv4 included", () => {
    expect(ipv6Groups("::ffff:192.0.2.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
    expect(ipv6Groups("2001:db8::")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("clientAddress", () => {
  it("reads what the HTTP server resolved for the request", () => {
    expect(clientAddress(requestContext({ clientAddress: "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(requestContext({}))).toBe("unknown");
    expect(clientAddress(new RouterContextProvider())).toBe("unknown");
    expect(clientAddress(undefined)).toBe("unknown");
  });
});
