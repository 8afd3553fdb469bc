import { describe, expect, it } from "vitest";
import { firstErrors } from "~/lib/forms/field-errors";
import { AUTHENTICATOR_CODE_MESSAGE } from "./authenticator-code";
import { loginSchema } from "./login-form.server";
import { twoFactorSchema } from "./two-factor-settings.server";

/** Every form that asks for an authenticator code, as it would be posted. */
const forms = {
  "the sign-in code step": (code: string) => loginSchema.safeParse({ step: "code", code }),
  "turning it on (Security page)": (code: string) => twoFactorSchema.safeParse({ intent: "confirm", code }),
  "turning it off (Security page)": (code: string) => twoFactorSchema.safeParse({ intent: "disable", code }),
};

describe.each(Object.entries(forms))("the authenticator code on %s", (_, parse) => {
  it.each(["123456", "123 456", " 123456 ", "12 34 56"])("accepts %j as 123456", (typed) => {
    const parsed = parse(typed);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ code: "123456" });
  });

  it.each(["", "12345", "1234567", "abcdef", "123-456"])("refuses %j with one message", (typed) => {
    const parsed = parse(typed);
    expect(parsed.success ? {} : firstErrors(parsed.error)).toEqual({ code: AUTHENTICATOR_CODE_MESSAGE });
  });
});

describe("the login form", () => {
  it("is the password step unless the code step is posted", () => {
    expect(loginSchema.parse({ username: " Admin ", password: "pw" })).toEqual({ step: "password", username: "Admin", password: "pw" });
    const missing = loginSchema.safeParse({ step: "something" });
    expect(missing.success ? {} : firstErrors(missing.error)).toEqual({ username: "Username is required", password: "Password is required" });
  });
});
