import { DEMO_INSTALLATION_NOTICE } from "~/modules/business/identity";
import type { LegalContext, LegalSection } from "./types";

/** Where the legal texts tell a reader to write: the support mailbox, or the contact form on a demo. */
export function contactPoint({ business }: LegalContext): string {
  return business ? business.supportEmail : "us through the contact form";
}

/** 'Who we are': the business that runs the site and owes the reader these terms, or the demo notice. */
export function operatorSection({ siteName, business }: LegalContext): LegalSection {
  return {
    id: "who-we-are",
    heading: "Who we are",
    blocks: business
      ? [
          {
            type: "ul",
            items: [
              `${siteName} is run by ${business.name}, ABN ${business.abn}.`,
              `Postal address: ${business.postalAddress}`,
              `E-mail: ${business.supportEmail}`,
            ],
          },
        ]
      : [{ type: "p", text: DEMO_INSTALLATION_NOTICE }],
  };
}
