/**
 * Who runs the site, as configured by the operator. Null means a demo installation: no business
 * details were given, so pages and messages say so instead of printing placeholders as if real.
 */
export interface BusinessIdentity {
  name: string;
  /** Printed in the register's groups: 51 824 753 556. */
  abn: string;
  postalAddress: string;
  supportEmail: string;
  /** Registered for GST (BUSINESS_GST_REGISTERED=yes): receipts show the GST in the price; otherwise 'no GST'. */
  gstRegistered?: boolean;
}

/** What pages and messages say in place of the business details on a demo installation. */
export const DEMO_INSTALLATION_NOTICE =
  "Demo installation: the operator has not configured a business name, ABN, address or support e-mail yet. Do not pay or send personal details.";

/** One line naming the business, for footers of pages, receipts and e-mails. */
export function businessLine(identity: BusinessIdentity): string {
  return `${identity.name} · ABN ${identity.abn} · ${identity.postalAddress}`;
}

/** The footer line of every message: who sends it and how to answer, or the demo notice. */
export function senderLine(identity: BusinessIdentity | null): string {
  return identity ? `${businessLine(identity)} · ${identity.supportEmail}` : DEMO_INSTALLATION_NOTICE;
}

/** What schema.org's Organization says about the business; nothing on a demo installation. */
export function businessJsonLd(identity: BusinessIdentity | null): Record<string, unknown> {
  if (!identity) return {};
  return {
    legalName: identity.name,
    taxID: identity.abn,
    email: identity.supportEmail,
    address: { "@type": "PostalAddress", streetAddress: identity.postalAddress, addressCountry: "AU" },
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: identity.supportEmail, availableLanguage: "English" },
  };
}
