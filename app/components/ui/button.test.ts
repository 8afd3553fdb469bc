import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

// `cn` joins classes without merging, so every combination of variants must already be free of
// utilities that fight over one property (two font sizes, two icon sizes, two justifications).
describe("button variants", () => {
  const variants = ["default", "accent", "outline", "ghost", "ghostDanger", "destructive", "link"] as const;
  const sizes = ["default", "sm", "lg", "icon", "iconLarge"] as const;
  const aligns = ["center", "start"] as const;

  it("sets each property once in every combination of variant, size and alignment", () => {
    const conflicts: string[] = [];
    for (const variant of variants) {
      for (const size of sizes) {
        for (const align of aligns) {
          const classes = buttonVariants({ variant, size, align }).split(" ");
          const merged = new Set(twMerge(classes.join(" ")).split(" "));
          const dropped = classes.filter((name) => !merged.has(name));
          if (dropped.length) conflicts.push(`${variant}/${size}/${align}: ${dropped.join(" ")}`);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });

  it("large buttons use the larger text and every size sets its icon size", () => {
    expect(buttonVariants({ size: "lg" })).toContain("text-base");
    expect(buttonVariants({ size: "lg" })).not.toContain("text-sm");
    expect(buttonVariants({ size: "iconLarge" })).toContain("[&_svg]:size-6");
    expect(buttonVariants({ size: "iconLarge" })).not.toContain("[&_svg]:size-4");
  });
});
