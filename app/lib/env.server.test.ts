import { describe, expect, it } from "vitest";
import { EnvError, loggerSettings, parseEnv } from "./env.server";

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["DATABASE_URL", "not a url"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["SESSION_SECRET", "too-short"],
    ["ADMIN_PASSWORD", "short"],
    ["STRIPE_SECRET_KEY", "pk_test_123"],
    ["STRIPE_WEBHOOK_SECRET", "secret"],
    ["SMTP_URL", "http://mail.example.com"],
    ["SUPPORT_EMAIL", "not-an-address"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "-1"],
    ["LOG_LEVEL", "verbose"],
  ])("refuses %s=%s and names it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("accepts a full production configuration", () => {
    const env = parseEnv({
      PORT: "8080",
      PUBLIC_URL: "https://visa.example.com/",
      DATABASE_URL: "postgres://app:secret@db:5432/visa",
      SESSION_SECRET: "s".repeat(48),
      STRIPE_SECRET_KEY: "sk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      SUPPORT_EMAIL: "help@example.com",
    });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe("https://visa.example.com");
  });

  it("reads the number of trusted proxies and the log level", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ LOG_LEVEL: "warn" }).LOG_LEVEL).toBe("warn");
  });

  it("reads the limits an operator can tune, and refuses a site-wide limit one client could use up", () => {
    expect(parseEnv({})).toMatchObject({ LOGIN_HASH_CONCURRENCY: 1, LOGIN_HASH_QUEUE: 16, PUBLIC_FORM_LIMIT_PER_CLIENT: 10, PUBLIC_FORM_LIMIT_SITE: 300 });
    expect(parseEnv({ PUBLIC_FORM_LIMIT_PER_CLIENT: "20", PUBLIC_FORM_LIMIT_SITE: "1000" }).PUBLIC_FORM_LIMIT_PER_CLIENT).toBe(20);
    expect(() => parseEnv({ PUBLIC_FORM_LIMIT_PER_CLIENT: "50", PUBLIC_FORM_LIMIT_SITE: "300" })).toThrow(/PUBLIC_FORM_LIMIT_SITE/);
    expect(() => parseEnv({ LOGIN_HASH_CONCURRENCY: "0" })).toThrow(/LOGIN_HASH_CONCURRENCY: must be a whole number from 1 to 8/);
  });

  it("reads how long a figure may go unchecked (6 months unless set), refusing what is not 1 to 60 whole months", () => {
    expect(parseEnv({}).FIGURES_CHECK_AFTER_MONTHS).toBe(6);
    expect(parseEnv({ FIGURES_CHECK_AFTER_MONTHS: "3" }).FIGURES_CHECK_AFTER_MONTHS).toBe(3);
    for (const value of ["0", "61", "2.5", "soon"]) {
      expect(() => parseEnv({ FIGURES_CHECK_AFTER_MONTHS: value }), value).toThrow(/FIGURES_CHECK_AFTER_MONTHS: must be a whole number from 1 to 60/);
    }
  });

  it("sets up the logger before the configuration is checked, falling back on a bad level", () => {
    expect(loggerSettings({ LOG_LEVEL: "debug", NODE_ENV: "production" })).toEqual({ level: "debug", pretty: false, asynchronous: true });
    expect(loggerSettings({ LOG_LEVEL: "verbose", NODE_ENV: "development" })).toEqual({ level: "info", pretty: true, asynchronous: false });
    expect(loggerSettings({ VITEST: "true" }).level).toBe("silent");
  });
});
