import { facts, formatAud } from "~/content/facts";
import { formatMonths } from "~/content/format";
import { sharedRefusals } from "./shared-questions";
import type { GuideText } from "./types";

export const eta601: GuideText = {
  howToApply: [
    `Apply in the official AustralianETA app on a smartphone, from outside Australia. There is no visa charge; the app takes a ${formatAud(facts.etaServiceCharge.value)} service charge.`,
    `The decision is ${facts.etaDecision.value}. An ETA is valid for ${formatMonths(facts.etaValidityMonths.value)} with stays of up to ${formatMonths(facts.etaStayMonthsPerEntry.value)} each visit.`,
    "Each traveller needs their own ETA; you may apply for others, for example your family, from one phone.",
  ],
  parts: [
    {
      title: "Your passport and photo (in the app)",
      questions: [
        {
          question: "Scan your passport",
          asks: "The app photographs the data page and reads the passport's electronic chip.",
          answer: "Use the passport you will travel on. Take the data page in good light without glare, then hold the phone on the passport's chip (often the back cover) until it is read. Remove a thick phone case if reading fails.",
        },
        {
          question: "Live photo of your face",
          asks: "A live picture taken by the app, matched against the chip's photo.",
          answer: "Plain background, even light, no glasses or hat, neutral face. Take it yourself when the app asks, not from a stored picture.",
        },
      ],
    },
    {
      title: "Your details",
      questions: [
        {
          question: "Contact details and address",
          asks: "E-mail, phone and home address, and whether you have other names or citizenships.",
          answer: "Use an e-mail you read: the decision arrives there. Declare other names and other citizenships; the app compares them with departmental records.",
        },
        {
          question: "Where you will stay and your travel",
          asks: "Your address in Australia if known, and your travel plans.",
          answer: "Give your first night's address; a hotel booking is enough. ETA travel is for tourism, visiting family or friends, or business visitor activities, not work.",
        },
      ],
    },
    {
      title: "Health and character",
      questions: [
        {
          question: "Health",
          asks: "Whether you have tuberculosis or expect treatment in Australia.",
          answer: "Answer truthfully. Visitors are generally not covered by Medicare: buy travel insurance.",
        },
        {
          question: "Criminal convictions",
          asks: "Whether you have ever been convicted of an offence, in any country.",
          answer: "If you have any conviction, however old or minor, the ETA is not for you: apply for a Visitor visa (subclass 600) instead and declare it there. Answering 'no' when the answer is 'yes' can lead to cancellation at the border.",
        },
        {
          question: "Earlier visas refused or cancelled",
          asks: "Whether an Australian visa was ever refused or cancelled.",
          answer: "If yes, apply for a Visitor visa (subclass 600) instead, with an explanation.",
        },
      ],
    },
  ],
  evidence: [
    "An ETA is decided from the passport chip and your answers: there are no documents to upload. Keep the evidence ready for the border instead.",
    "A return or onward ticket and your first accommodation booking.",
    "Enough money for the stay (a recent bank statement or card limits).",
    "Travel insurance documents.",
  ],
  refusals: [
    { reason: "A conviction or earlier refusal", avoid: "ETA is for travellers with no criminal record and no refused or cancelled Australian visa. If either applies, apply for a Visitor visa (subclass 600)." },
    { reason: "A passport not on the ETA list", avoid: "Only passports on the list qualify (for the United Kingdom: British Citizen and British National (Overseas) passports). Check the passport you will travel on." },
    { reason: "A chip or photo that cannot be read", avoid: "The app refuses to continue rather than refuse the ETA: retry in good light, or apply for a Visitor visa if the chip is damaged." },
    ...sharedRefusals.slice(0, 1),
  ],
  afterApplying: [
    "Check your e-mail for the decision; the ETA is linked to your passport electronically, so there is nothing to print.",
    "Travel on the same passport. A new passport needs a new ETA.",
    "Complete the incoming passenger declaration as the airline tells you.",
  ],
};
