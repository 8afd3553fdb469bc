/** The terms of service. Change TERMS_OF_SERVICE_LAST_UPDATED whenever the wording changes. */
import { contactPoint, operatorSection } from "./operator";
import type { LegalContext, LegalDocument } from "./types";

export const TERMS_OF_SERVICE_LAST_UPDATED = "2026-11-24";

export function termsOfService(context: LegalContext): LegalDocument {
  const { siteName } = context;
  return {
    title: "Terms of Service",
    lastUpdated: TERMS_OF_SERVICE_LAST_UPDATED,
    intro:
      `These terms apply when you use ${siteName}: the free eligibility check, the guides and other pages, and the ` +
      `optional paid extras. By using the site you accept them.`,
    sections: [
      operatorSection(context),
      {
        id: "service",
        heading: "What this site is",
        blocks: [
          {
            type: "p",
            text:
              `${siteName} is an independent information service. It is not a government agency and is not affiliated ` +
              `with the Department of Home Affairs. We do not lodge visa applications or act for you with the department.`,
          },
          {
            type: "p",
            text: "The eligibility check is free to use, needs no account, and you may use it as often as you like.",
          },
        ],
      },
      {
        id: "not-advice",
        heading: "Results are not immigration advice",
        blocks: [
          {
            type: "p",
            text:
              "The result of the check is a preliminary indication based on your answers and on the published " +
              "requirements. It is general information, not formal immigration advice, and not a promise that a visa " +
              "will be granted. The Department of Home Affairs decides every application on its own assessment. For " +
              "advice on your situation, consider a registered migration agent or an Australian legal practitioner.",
          },
        ],
      },
      {
        id: "accuracy",
        heading: "Accuracy of information",
        blocks: [
          {
            type: "p",
            text:
              "We build our questions, guides and figures from official sources and show the date each page was last " +
              "reviewed. Visa rules and charges change, sometimes without notice: before you apply, confirm the " +
              "details on the Department of Home Affairs website. If you find an error, please tell us.",
          },
        ],
      },
      {
        id: "paid-extras",
        heading: "Optional paid extras",
        blocks: [
          {
            type: "p",
            text:
              "Two extras are offered on the result page. You never need them to use the check. Prices are in " +
              "Australian dollars, shown before you pay, and payment is taken by Stripe on its hosted checkout page.",
          },
          {
            type: "ul",
            items: [
              "Application template and checklist: a PDF for the visa your result recommends, sent to the email address you give after payment. The download link is personal and expires; if it does, use the payment confirmation page or write to us for a new one.",
              "Consultation: one 60-minute session with a registered migration agent. After payment we contact you to confirm a time. Advice given in the consultation comes from the agent, under their professional obligations.",
            ],
          },
        ],
      },
      {
        id: "refunds",
        heading: "Refunds and consumer guarantees",
        blocks: [
          {
            type: "p",
            text:
              "Our services come with guarantees that cannot be excluded under the Australian Consumer Law. If the " +
              "template does not arrive or is faulty, or a consultation you paid for cannot be provided, write to us and " +
              "we will fix the problem or refund you. If you need to move a consultation, tell us before the agreed time " +
              "and we will arrange another. A visa refusal is not in itself a reason for a refund, because the decision " +
              "belongs to the department.",
          },
        ],
      },
      {
        id: "use",
        heading: "Using the site fairly",
        blocks: [
          {
            type: "ul",
            items: [
              "Use the site lawfully and give true information when you contact us or pay.",
              "Do not try to break into the site, overload it or get around its security or rate limits.",
              "Do not copy the site's content for republication without permission; printing or saving pages for your own use is fine.",
            ],
          },
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        blocks: [
          {
            type: "p",
            text:
              "To the extent the law allows, we are not liable for losses arising from decisions you make on the basis " +
              "of the check or the guides, including travel booked before a visa is granted. Nothing in these terms " +
              "limits rights you have under the Australian Consumer Law or other laws that cannot be excluded.",
          },
        ],
      },
      {
        id: "links",
        heading: "Links to other sites",
        blocks: [
          {
            type: "p",
            text:
              "We link to official government pages so you can check the source of our information. We are not " +
              "responsible for the content of other sites.",
          },
        ],
      },
      {
        id: "privacy",
        heading: "Privacy",
        blocks: [
          {
            type: "p",
            text: "How we handle personal information is described in our privacy policy.",
            link: { href: "/privacy-policy", label: "Read the Privacy Policy" },
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes and governing law",
        blocks: [
          {
            type: "p",
            text:
              "We may update these terms; the date at the top shows when they last changed, and the terms in force " +
              "when you pay apply to that purchase. These terms are governed by the laws of Australia.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [{ type: "p", text: `Questions about these terms: ${contactPoint(context)}.` }],
      },
    ],
  };
}
