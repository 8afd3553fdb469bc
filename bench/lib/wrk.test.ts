import { describe, expect, it } from "vitest";
import { parseWrkOutput, wrkArguments } from "./wrk";

const sample = `Running 5s test @ http://127.0.0.1:3400/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.12ms    1.01ms  28.40ms   90.12%
    Req/Sec     6.10k   301.22     6.70k    72.00%
  Latency Distribution
     50%    3.95ms
     75%    4.30ms
     90%    4.90ms
     99%  850.00us
  60712 requests in 5.00s, 2.10GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  12140.53
Transfer/sec:    430.12MB
`;

describe("parseWrkOutput", () => {
  it("reads throughput, percentiles in any unit, and every kind of error", () => {
    expect(parseWrkOutput(sample)).toEqual({ requestsPerSecond: 12140.53, p50Ms: 3.95, p99Ms: 0.85, requests: 60712, errors: 7 });
  });

  it("counts zero errors when wrk reports none", () => {
    const clean = sample.replace(/\s+Socket errors.*\n/, "\n").replace(/\s+Non-2xx.*\n/, "\n");
    expect(parseWrkOutput(clean).errors).toBe(0);
  });
});

describe("wrkArguments", () => {
  it("asks for compressed responses, as a browser does", () => {
    const args = wrkArguments("http://127.0.0.1:3400/", { threads: 2, connections: 50, seconds: 5 });
    expect(args.slice(args.indexOf("-H"), args.indexOf("-H") + 2)).toEqual(["-H", "Accept-Encoding: gzip, br"]);
    expect(args).toContain("-c50");
  });
});
