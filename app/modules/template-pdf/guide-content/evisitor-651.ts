import { facts } from "~/content/facts";
import { formatMonths } from "~/content/format";
import { characterQuestions, identityQuestions, sharedRefusals } from "./shared-questions";
import type { GuideText } from "./types";

export const eVisitor651: GuideText = {
  howToApply: [
    `Apply online through ImmiAccount from outside Australia. The eVisitor is ${facts.eVisitorCharge.value === 0 ? "free: there is no visa charge" : "charged"}.`,
    `It is valid for ${formatMonths(facts.eVisitorValidityMonths.value)}, for stays of up to ${formatMonths(facts.eVisitorStayMonthsPerEntry.value)} each visit.`,
    "Most applications are decided quickly, but apply well before you book flights in case more information is asked for.",
  ],
  parts: [
    { title: "About you", questions: identityQuestions },
    {
      title: "Your visit",
      questions: [
        {
          question: "Purpose of travel",
          asks: "Whether you travel for tourism, to visit family or friends, or for business visitor activities.",
          answer: "Choose the purpose that matches your plans. Working for an Australian organisation or selling to the public is not allowed on an eVisitor.",
        },
        {
          question: "Where you are when applying",
          asks: "Whether you are outside Australia when you apply.",
          answer: "You must be outside Australia when you apply and when the visa is granted.",
        },
      ],
    },
    {
      title: "Health and character",
      questions: [
        ...characterQuestions,
        {
          question: "If the answer to a character question is yes",
          asks: "The eVisitor cannot be granted to someone with a criminal conviction or an earlier refused or cancelled Australian visa.",
          answer: "Apply for a Visitor visa (subclass 600) instead and declare it there, with the documents.",
        },
      ],
    },
  ],
  evidence: [
    "An eVisitor is usually granted without documents, but keep these ready: the department can ask for them, and border officers may too.",
    "A return or onward ticket and your accommodation.",
    "Enough money for your stay (recent bank statements or card limits).",
    "Travel insurance that covers you in Australia.",
  ],
  refusals: [
    { reason: "Passport not eligible", avoid: "Only passports of the EU states and the other listed European countries qualify; for the United Kingdom, British Citizen passports only." },
    { reason: "A conviction or earlier refusal", avoid: "Apply for a Visitor visa (subclass 600) instead and declare it." },
    ...sharedRefusals,
  ],
  afterApplying: [
    "Check your e-mail and ImmiAccount for the grant notice and note its conditions.",
    "The visa is linked to your passport: travel on the passport you applied with.",
  ],
};
