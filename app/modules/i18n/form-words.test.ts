import { describe, expect, it } from "vitest";
import { homeFaq, faqTopics } from "~/content/faq";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { contactSchema } from "~/modules/contact/contact-schema";
import { loadMessages } from "./catalogs.server";
import { furtherReadingLabel } from "./faq-messages";
import { formFieldErrors, formMessageIds, formNotice, formText } from "./form-words";
import { createI18n, translator } from "./i18n";
import { locales } from "./locales";

const translatorFor = async (locale: (typeof locales)[number]) => translator(createI18n(locale, await loadMessages(locale)));

describe("the forms' English texts in the page's language", () => {
  it("has one message per text, worded in English exactly as the text, and in every other language otherwise", async () => {
    const english = await translatorFor("en");
    for (const [text, id] of Object.entries(formMessageIds)) expect(english(id), id).toBe(text);
    for (const locale of locales.filter((locale) => locale !== "en")) {
      const t = await translatorFor(locale);
      for (const [text, id] of Object.entries(formMessageIds)) expect(t(id), `${locale} ${id}`).not.toBe(text);
    }
  });

  it("words a refused contact form's field messages and a limit's toast in Hindi; a text without a message stays", async () => {
    const t = await translatorFor("hi");
    const parsed = contactSchema.safeParse({ name: "", email: "wei@example", message: "" });
    const errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(formFieldErrors(errors, t)).toEqual({ name: "पूरा नाम ज़रूरी है", email: "ईमेल पता सही नहीं है", message: "संदेश ज़रूरी है" });
    expect(formNotice(TOO_MANY_REQUESTS, t)).toEqual({ title: "बहुत अधिक अनुरोध", message: "कृपया कुछ मिनट रुककर फिर से कोशिश करें।" });
    expect(formText("Your card was declined.", t)).toBe("Your card was declined.");
  });

  it("names every further-reading link of the FAQ and the home page's questions in every language", async () => {
    const labels = new Set([...faqTopics.flatMap((topic) => topic.questions), ...homeFaq].flatMap((question) => (question.source ? [question.source.label] : [])));
    expect(labels.size).toBeGreaterThan(5);
    const english = await translatorFor("en");
    const japanese = await translatorFor("ja");
    for (const label of labels) {
      // English keeps the label; Japanese has its own words for every one.
      expect(furtherReadingLabel(label, japanese), label).not.toBe(label);
      expect(furtherReadingLabel(label, english).startsWith("Home Affairs: "), label).toBe(true);
    }
  });
});
