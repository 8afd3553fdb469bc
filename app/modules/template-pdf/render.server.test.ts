import { PDFCheckBox, PDFDocument, PDFTextField } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { FACTS_LAST_REVIEWED, facts } from "~/content/facts";
import { renderTemplatePdf, templateFileName } from "./render.server";
import { TEMPLATE_STREAMS, isTemplateStream, templateDocument } from "./template-content";

describe("template content", () => {
  it("quotes figures from the facts module, not the spec's outdated ones", () => {
    const text = JSON.stringify(templateDocument("tourist"));
    expect(text).toContain(`AUD ${facts.visitor600ChargeOutside.value}`);
    expect(text).not.toContain("AUD 190");
    expect(text).toContain(`AUD ${facts.etaServiceCharge.value} service charge`);
    expect(templateDocument("tourist").footer).toContain(`Information last reviewed: ${FACTS_LAST_REVIEWED}`);
  });

  it("gives each stream its own requirements and documents", () => {
    const sponsored = JSON.stringify(templateDocument("sponsored"));
    expect(sponsored).toContain(`at least ${facts.sponsorMinimumAge.value} years old`);
    expect(sponsored).toContain("form 1149");
    expect(sponsored).toContain("AUD 5,000-15,000");
    const business = JSON.stringify(templateDocument("business"));
    expect(business).toContain("Not allowed: working for or providing services to an Australian organisation");
    expect(business).toContain(`up to ${facts.businessStreamMaxStayMonths.value} months`);
    expect(business).not.toContain("form 1149");
  });

  it("accepts only the three streams", () => {
    expect(TEMPLATE_STREAMS.every(isTemplateStream)).toBe(true);
    expect(isTemplateStream("student")).toBe(false);
    expect(isTemplateStream(undefined)).toBe(false);
  });
});

describe.each(TEMPLATE_STREAMS)("template PDF for the %s stream", (stream) => {
  it("is a valid, fillable, branded PDF", async () => {
    const bytes = await renderTemplatePdf(stream);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toContain("Application Template & Document Checklist");
    expect(doc.getAuthor()).toBe("Australia Visa Check");
    const fields = doc.getForm().getFields();
    const content = templateDocument(stream);
    const expectedText = content.sections.flatMap((s) => (s.kind === "form" ? s.fields : [])).length;
    const expectedChecks = content.sections.flatMap((s) => (s.kind === "checklist" ? s.items : [])).length;
    expect(fields.filter((field) => field instanceof PDFTextField)).toHaveLength(expectedText);
    expect(fields.filter((field) => field instanceof PDFCheckBox)).toHaveLength(expectedChecks);
    expect(templateFileName(stream)).toBe(`australian-visitor-visa-${stream}-template.pdf`);
  });
});
