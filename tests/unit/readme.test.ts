import fs from "node:fs";
import { describe, expect, it } from "vitest";

const readme = fs.readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const quickStart = readme.slice(readme.indexOf("## Quick start"), readme.indexOf("## Eligibility API"));

describe("README quick start", () => {
  it("names the administrator password's 12-character minimum", () => {
    expect(quickStart).toMatch(/ADMIN_PASSWORD[\s\S]{0,200}\*\*12 characters\*\*/);
  });

  it("names every variable a real installation must set", () => {
    const mustSet = quickStart.slice(quickStart.indexOf("A real installation must set"));
    for (const name of ["PUBLIC_URL", "BUSINESS_NAME", "BUSINESS_ABN", "BUSINESS_ADDRESS", "SUPPORT_EMAIL", "MAIL_FROM", "SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "ADMIN_PASSWORD"]) {
      expect(mustSet, name).toContain(`\`${name}\``);
    }
  });
});
