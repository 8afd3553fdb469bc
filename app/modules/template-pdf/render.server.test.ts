import { PDFCheckBox, PDFDocument, PDFTextField } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checklists } from "~/content/checklists";
import { facts } from "~/content/facts";
import { pdfPageTexts } from "../../../tests/support/pdf-text";
import { renderTemplatePdf, templateFileName } from "./render.server";
import { TEMPLATE_KINDS, isTemplateKind, templateDocument, templateKindOf } from "./template-content";

describe("template content", () => {
  it("quotes figures from the facts module with their sources, not the spec's outdated ones", () => {
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
      expect(checklist?.kind === "checklist" && checklist.items, kind).toEqual([...checklists[kind]]);
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

describe.each(TEMPLATE_KINDS)("template PDF for %s", (kind) => {
  it("is a valid, fillable, branded PDF for that visa", async () => {
    const bytes = await renderTemplatePdf(kind);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toContain("Application Template & Document Checklist");
    expect(doc.getSubject()).toBe(templateDocument(kind).subtitle);
    expect(doc.getAuthor()).toBe("Australia Visa Check");
    const fields = doc.getForm().getFields();
    const content = templateDocument(kind);
    const expectedText = content.sections.flatMap((s) => (s.kind === "form" ? s.fields : [])).length;
    const expectedChecks = content.sections.flatMap((s) => (s.kind === "checklist" ? s.items : [])).length;
    expect(fields.filter((field) => field instanceof PDFTextField)).toHaveLength(expectedText);
    expect(fields.filter((field) => field instanceof PDFCheckBox)).toHaveLength(expectedChecks);
    expect((await pdfPageTexts(bytes)).join(" ")).toContain(content.subtitle);
    expect(templateFileName(kind)).toBe(`australian-visa-${kind}-template.pdf`);
  });
});
