import { describe, expect, it } from "vitest";
import { formatAbn, isValidAbn } from "./abn";

describe("ABN check", () => {
  it.each(["51 824 753 556", "51824753556", "53 004 085 616"])("accepts the valid ABN %s", (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each(["51 824 753 557", "12 345 678 901", "5182475355", "51a24753556", ""])("refuses %s", (abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it("prints the number in the register's groups", () => {
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
  });
});
