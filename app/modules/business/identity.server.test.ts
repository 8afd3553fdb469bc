import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";
import { businessJsonLd, senderLine } from "./identity";
import { businessIdentityFrom, mailSender, operatorInbox } from "./identity.server";

const business = {
  BUSINESS_NAME: "Example Travel Pty Ltd",
  BUSINESS_ABN: "51824753556",
  BUSINESS_ADDRESS: "PO Box 1, Sydney NSW 2001",
  SUPPORT_EMAIL: "help@example.com",
  MAIL_FROM: "Example Travel <no-reply@example.com>",
};

describe("who runs the site", () => {
  it("reads the business details from the configuration, printing the ABN in the register's groups", () => {
    expect(businessIdentityFrom(parseEnv(business))).toEqual({
      name: "Example Travel Pty Ltd",
      abn: "51 824 753 556",
      postalAddress: "PO Box 1, Sydney NSW 2001",
      supportEmail: "help@example.com",
      gstRegistered: false,
    });
    expect(businessIdentityFrom(parseEnv({ ...business, BUSINESS_GST_REGISTERED: "yes" }))?.gstRegistered).toBe(true);
    expect(mailSender(parseEnv(business))).toBe("Example Travel <no-reply@example.com>");
  });

  it("is a demo installation without them, and says so instead of printing placeholder addresses", () => {
    const env = parseEnv({});
    expect(businessIdentityFrom(env)).toBeNull();
    expect(senderLine(null)).toMatch(/^Demo installation/);
    expect(mailSender(env)).toMatch(/demo installation/);
    expect(businessJsonLd(null)).toEqual({});
    // Contact messages still reach the local outbox.
    expect(operatorInbox(env)).toBe("operator@localhost");
    expect(operatorInbox(parseEnv({ SUPPORT_EMAIL: "help@example.com" }))).toBe("help@example.com");
  });

  it("refuses an ABN whose check digits are wrong, naming the variable", () => {
    expect(() => parseEnv({ ...business, BUSINESS_ABN: "51 824 753 557" })).toThrow(/BUSINESS_ABN:/);
  });

  it("refuses half a business identity, naming what is missing", () => {
    const { MAIL_FROM: _mailFrom, BUSINESS_ADDRESS: _address, ...partial } = business;
    expect(() => parseEnv(partial)).toThrow(EnvError);
    expect(() => parseEnv(partial)).toThrow(/BUSINESS_ADDRESS: must be set[\s\S]*MAIL_FROM: must be set/);
  });

  it("describes the business to search engines only when it is configured", () => {
    const identity = businessIdentityFrom(parseEnv(business));
    expect(businessJsonLd(identity)).toMatchObject({ legalName: "Example Travel Pty Ltd", taxID: "51 824 753 556", email: "help@example.com" });
  });
});
