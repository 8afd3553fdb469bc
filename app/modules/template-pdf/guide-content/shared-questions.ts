import type { GuideQuestion, RefusalReason } from "./types";

/**
 * Questions asked alike by the ImmiAccount applications (eVisitor, Visitor visa), and the refusal reasons
 * they share. The visa's own file adds its questions around these.
 */
export const identityQuestions: GuideQuestion[] = [
  {
    question: "Passport details",
    asks: "Family name, given names, sex, date of birth, passport number, country of passport, nationality, dates of issue and expiry, and the issuing authority.",
    answer:
      "Copy every letter from the passport's data page, not from memory. If the passport shows one name only, enter it as the family name and follow the form's note for a missing given name. Check the expiry: the passport should be valid for your whole stay.",
  },
  {
    question: "Other names and other citizenships",
    asks: "Names you have been known by (maiden name, earlier spellings, religious names) and any other citizenship or passport you hold.",
    answer:
      "Declare every other name and every other citizenship, even ones you no longer use. Officers compare names across their records; a name left out looks like concealment even when it was an oversight.",
  },
  {
    question: "National identity card",
    asks: "Whether you hold a national identity document, and its number and dates.",
    answer: "Answer yes if your country issues one and you hold it, and give its details exactly as printed. Answer no only if you do not have one.",
  },
  {
    question: "Usual country of residence and contact details",
    asks: "Where you live now, your residential address, phone and e-mail, and where to send correspondence.",
    answer:
      "Give the address where you really live and an e-mail you check daily: every request for more information arrives there, with a deadline. If you live outside your passport country, say so and have proof of your residence status ready.",
  },
];

export const characterQuestions: GuideQuestion[] = [
  {
    question: "Health declarations",
    asks: "Whether you have had tuberculosis or been in contact with it, expect medical treatment in Australia, or have a condition that may need care during the visit.",
    answer:
      "Answer truthfully. A yes does not mean a refusal: it may mean a health examination. Visitors are generally not covered by Medicare, so say yes where it applies and arrange insurance that covers the condition.",
  },
  {
    question: "Character declarations",
    asks: "Whether you have ever been charged with or convicted of an offence anywhere, been removed or deported from a country, or had a visa refused or cancelled.",
    answer:
      "Declare every conviction, including old, minor, spent or overseas ones, and every refusal or cancellation in any country. Attach the court documents or the refusal letter and a short explanation. An undeclared record found later is treated far more seriously than the record itself.",
  },
];

export const sharedRefusals: RefusalReason[] = [
  {
    reason: "Information that does not match",
    avoid: "Names, dates and passport numbers that differ between the form and the documents. Copy from the documents and check every field before you submit.",
  },
  {
    reason: "A record not declared",
    avoid: "A conviction, an earlier refusal or another nationality left out. Declare everything and explain it; honesty is weighed, concealment is not forgiven.",
  },
  {
    reason: "No answer to a request for information",
    avoid: "Requests arrive by e-mail with a deadline. Watch your inbox and your ImmiAccount, and answer within the time given.",
  },
];
