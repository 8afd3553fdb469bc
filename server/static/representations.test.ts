import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressAll, etagOf } from "./representations";

describe("choosing an encoding", () => {
  it("prefers brotli, then gzip, and honours a refusal by q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    // An encoding refused by name stays refused under a wildcard.
    expect(chooseEncoding("gzip;q=0, *")).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0, *")).toBe("identity");
    expect(chooseEncoding("gzip;q=0, br")).toBe("br");
    expect(chooseEncoding("*;q=0")).toBe("identity");
    expect(chooseEncoding("gzip;q=0.000")).toBe("identity");
  });
});

describe("compressing once", () => {
  it("gives bytes that decode to the body, and a different strong ETag per encoding", async () => {
    const body = Buffer.from("<p>Hello</p>".repeat(500));
    const all = await compressAll(body, "runtime");
    expect(zlib.brotliDecompressSync(all.br)).toEqual(body);
    expect(zlib.gunzipSync(all.gzip)).toEqual(body);
    const tags = (["identity", "gzip", "br"] as const).map((encoding) => etagOf(all.digest, encoding));
    expect(new Set(tags).size).toBe(3);
    expect((await compressAll(Buffer.from("other"), "runtime")).digest).not.toBe(all.digest);
  });
});
