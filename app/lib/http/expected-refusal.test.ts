import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { expectedRefusal } from "./expected-refusal";

describe("expected refusals", () => {
  it("names React Router's foreign-origin refusal and 4xx route answers", () => {
    const csrf = new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.");
    expect(expectedRefusal(csrf)).toBe("post from a foreign origin");
    expect(expectedRefusal(new (class extends Error {})("x"))).toBeUndefined();
    expect(expectedRefusal(new TypeError("Cannot read properties of undefined"))).toBeUndefined();
    expect(expectedRefusal(data("no", { status: 403 }))).toBeUndefined();
  });
});
