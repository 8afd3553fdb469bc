import { PDFCheckBox, PDFDocument, PDFTextField } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checklists } from "~/content/checklists";
import { facts, officialPages } from "~/content/facts";
import { visas } from "~/modules/eligibility/visas";
import { DEMO_INSTALLATION_NOTICE, senderLine } from "~/modules/business/identity";
import { drawTemplatePdf } from "./draw-pdf.server";
import { guideTexts } from "./guide-content";
import { pdfPageTexts } from "../../../tests/support/pdf-text";
import { renderTemplatePdf, templateFileName } from "./render.server";
import { guideAnswersOf } from "./guide-answers.server";
import { TEMPLATE_KINDS, isTemplateKind, templateDocument, templateKindOf } from "./template-content";
import { englishTranslate } from "~/modules/i18n/english";

describe("template content", () => {
  it("quotes figures from the facts module with their sources, never an older amount typed into the text", () => {
    const text = JSON.stringify(templateDocument("visitor-600-tourist"));
    expect(text).toContain(`AUD ${facts.visitor600ChargeOutside.value}`);
    expect(text).not.toContain("AUD 190");
    expect(text).toContain("Source: Home Affairs: Visitor visa (subclass 600), charges under the Migration Regulations");
    expect(templateDocument("visitor-600-tourist").footer).toContain("Figures compared with our facts record on");
    expect(templateDocument("visitor-600-tourist").footer).toContain("every 1 July");
  });

  it("is the template of the recommended visa: the ETA's and the eVisitor's are their own", () => {
    const eta = templateDocument("eta-601");
    expect(eta.subtitle).toBe("Electronic Travel Authority (ETA, subclass 601)");
    expect(JSON.stringify(eta)).toContain(`AUD ${facts.etaServiceCharge.value} service charge`);
    expect(JSON.stringify(eta)).toContain("AustralianETA app");
    expect(JSON.stringify(eta)).not.toContain(`AUD ${facts.visitor600ChargeOutside.value}`);
    const eVisitor = templateDocument("evisitor-651");
    expect(eVisitor.subtitle).toBe("eVisitor (subclass 651)");
    expect(JSON.stringify(eVisitor)).toContain("Free: no visa charge");
    expect(JSON.stringify(eVisitor)).toContain("page last updated 17/11/2025");
  });

  it("gives each template its visa's checklist", () => {
    for (const kind of TEMPLATE_KINDS) {
      const checklist = templateDocument(kind).sections.find((section) => section.kind === "checklist");
      expect(checklist?.kind === "checklist" && checklist.items, kind).toEqual(checklists[kind].map((text) => ({ text })));
    }
  });

  it("gives each Visitor visa stream its own requirements and documents", () => {
    const sponsored = JSON.stringify(templateDocument("visitor-600-sponsored"));
    expect(sponsored).toContain(`at least ${facts.sponsorMinimumAge.value} years old`);
    expect(sponsored).toContain("grandparent, grandchild, aunt, uncle, niece or nephew");
    expect(sponsored).toContain("form 1149");
    expect(sponsored).toContain("AUD 5,000-15,000");
    expect(sponsored).toContain("for parents in the queue for a Parent visa (subclass 103)");
    const business = JSON.stringify(templateDocument("visitor-600-business"));
    expect(business).toContain("Not allowed: working for or providing services to an Australian organisation");
    expect(business).toContain(`Up to ${facts.businessStreamMaxStayMonths.value} months each visit`);
    expect(business).not.toContain("form 1149");
  });

  it("accepts the five templates, and reads the stream names older orders and links carry", () => {
    expect(TEMPLATE_KINDS.every(isTemplateKind)).toBe(true);
    expect(isTemplateKind("student")).toBe(false);
    expect(templateKindOf("tourist")).toBe("visitor-600-tourist");
    expect(templateKindOf("business")).toBe("visitor-600-business");
    expect(templateKindOf("eta-601")).toBe("eta-601");
    expect(templateKindOf("special-category-444")).toBeUndefined();
    expect(templateKindOf(undefined)).toBeUndefined();
  });
});

/**
 * The PDF's text as a reader follows it: each page's running header and footer left out, lines and pages
 * joined, so a paragraph that continues on the next page reads as one.
 */
async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const pages = await pdfPageTexts(bytes);
  const body = pages.map((page) => {
    const footer = page.indexOf("Figures compared with our facts record");
    return (footer === -1 ? page : page.slice(0, footer)).replace(/^Australia Visa Check\n/, "");
  });
  return { pages, text: body.join("\n").replace(/\s+/g, " ") };
}

const flat = (text: string) => text.replace(/\s+/g, " ");
const buyer = { email: "ann@example.com", reference: "AB12CD34", orderedOn: "2026-11-24" };

describe.each(TEMPLATE_KINDS)("guide PDF for %s", (kind) => {
  it("is a designed guide: cover with the buyer's order, contents, every section, numbered pages", async () => {
    const bytes = await renderTemplatePdf(kind, buyer);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain("Application Template & Document Checklist");
    expect(doc.getSubject()).toBe(templateDocument(kind).subtitle);
    expect(doc.getAuthor()).toBe("Australia Visa Check");
    const { pages } = await readPdf(bytes);
    // A real guide, not a leaflet, and not padded: five to twelve A4 pages.
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages.length).toBeLessThanOrEqual(12);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));

    const cover = flat(pages[0] ?? "");
    expect(cover).toContain(templateDocument(kind).subtitle);
    expect(cover).toContain(`Your eligibility check recommended: ${templateDocument(kind).subtitle}`);
    expect(cover).toContain("Prepared for ann@example.com on 24 November 2026.");
    expect(cover).toContain("Order reference AB12CD34.");
    expect(cover).toContain("CONTENTS");
    for (const heading of ["Before you start", "The application, question by question", "Evidence that convinces", "Common reasons for refusal, and how to avoid them", "Document checklist", "Official links"]) {
      expect(cover, heading).toContain(heading);
      expect(pages.slice(1).join(" "), heading).toContain(heading);
    }
    for (const figure of visas[kind].figures) expect(cover).toContain(englishTranslate(`figure.${figure.kind}`));
  });

  it("names who sells it in every page's footer: the business, or the demo-installation notice", async () => {
    const business = { name: "Southern Cross Visa Guides Pty Ltd", abn: "51 824 753 556", postalAddress: "PO Box 1, Sydney NSW 2001", supportEmail: "help@scvg.com.au" };
    const sold = await pdfPageTexts(await drawTemplatePdf(kind, buyer, senderLine(business)));
    for (const page of sold) expect(flat(page)).toContain("Southern Cross Visa Guides Pty Ltd · ABN 51 824 753 556 · PO Box 1, Sydney NSW 2001 · help@scvg.com.au");
    const demo = await pdfPageTexts(await drawTemplatePdf(kind, buyer, senderLine(null)));
    for (const page of demo) expect(flat(page)).toContain(DEMO_INSTALLATION_NOTICE);
  });

  it("explains each application question, the evidence and the refusal reasons of its visa", async () => {
    const { text } = await readPdf(await renderTemplatePdf(kind));
    const guide = guideTexts[kind];
    for (const part of guide.parts) {
      expect(text).toContain(part.title.toUpperCase());
      for (const question of part.questions) {
        expect(text).toContain(flat(question.question));
        expect(text).toContain(flat(question.answer));
      }
    }
    expect(text).toContain("WHAT IT ASKS");
    expect(text).toContain("HOW TO ANSWER");
    for (const item of guide.evidence) expect(text).toContain(flat(item));
    for (const refusal of guide.refusals) expect(text).toContain(refusal.reason);
  });

  it("has the visa's document checklist with a tick box per document, and its official links", async () => {
    const bytes = await renderTemplatePdf(kind);
    const { text } = await readPdf(bytes);
    const boxes = (await PDFDocument.load(bytes)).getForm().getFields();
    expect(boxes.filter((field) => field instanceof PDFCheckBox)).toHaveLength(checklists[kind].length);
    expect(boxes.filter((field) => field instanceof PDFTextField)).toHaveLength(0);
    for (const item of checklists[kind]) expect(text).toContain(flat(item));
    expect(text).toContain(visas[kind].officialUrl);
    expect(text).toContain(officialPages.character);
    expect(templateFileName(kind)).toBe(`australian-visa-${kind}-template.pdf`);
  });
});

describe("a guide filled with the buyer's answers", () => {
  const indiaTourist = { country: "IN", passport: "IN", stream: "tourist", stay: "short", funds: "yes", character: "yes", previousVisa: "yes" };

  it("opens with what the buyer told the checker, the verdict and the points to act on, and marks the documents that answer them", async () => {
    const answers = guideAnswersOf(indiaTourist);
    const { pages, text } = await readPdf(await drawTemplatePdf("visitor-600-tourist", { ...buyer, answers }));
    const told = "You told the checker: country of residence India, passport India, purpose Tourist Visa, length of stay Up to 3 months.";
    expect(flat(pages[0] ?? "")).toContain(told);
    expect(flat(pages[0] ?? "")).toContain("1. Your answers, and what they mean for you");
    expect(text).toContain(told);
    // The headline takes a stop before the sentence that follows it.
    expect(text).toContain("The checker's verdict: You May Still Apply, With More to Declare or Show. You");
    expect(text).toContain("You have had an Australian visa refused or cancelled. You may still apply.");
    expect(text).toContain("The documents marked 'For you' in the checklist answer the points above");
    // The checklist document the refusal makes matter more is marked, with the reason; the others are not.
    const checklist = text.slice(text.lastIndexOf("Document checklist"));
    expect(checklist).toContain("Copies of previous passports and visas, if any For you: You have had an Australian visa refused or cancelled.");
    expect(checklist.match(/For you:/g)).toHaveLength(1);
  });

  it("says so when no answer raised a point, and the general guide has no answers section", async () => {
    const clean = guideAnswersOf({ ...indiaTourist, previousVisa: "no" });
    const { text } = await readPdf(await drawTemplatePdf("visitor-600-tourist", { ...buyer, answers: clean }));
    expect(text).toContain("The checker's verdict: You MAY Be Eligible!");
    expect(text).toContain("None of your answers raised a point to act on");
    expect(text).not.toContain("For you:");
    const general = await readPdf(await drawTemplatePdf("visitor-600-tourist", buyer));
    expect(general.text).not.toContain("You told the checker");
    expect(general.text).not.toContain("Your answers, and what they mean for you");
  });
});

