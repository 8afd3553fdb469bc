import { figures } from "../figures";
import { notAdvice, officialSources, passportNotResidence } from "./shared";
import type { Guide } from "./types";

const f = figures;

/** Built when asked for, so it quotes the figures in force then. */
export const usaGuide = (): Guide => ({
  path: "/australian-tourist-visa-from-usa",
  country: "the United States",
  passport: "US",
  title: "Australian Tourist Visa from the USA",
  metaTitle: "Australian Tourist Visa from the USA: the ETA Explained",
  description:
    `US citizens visit Australia on an Electronic Travel Authority (ETA): a ${f.etaCharge} service charge in the ` +
    `AustralianETA app, up to ${f.etaStayPerEntry} per visit. When you need a Visitor visa instead.`,
  lead:
    "For most American travellers, the visa for Australia is an Electronic Travel Authority (ETA) applied for on a " +
    "phone in a few minutes. This guide covers the ETA step by step, and the cases where you need a Visitor visa " +
    "(subclass 600) instead.",
  atAGlance: [
    { label: "Visa", value: "ETA (subclass 601)" },
    { label: "Cost", value: `No visa charge; ${f.etaCharge} service charge` },
    { label: "Stay per visit", value: `Up to ${f.etaStayPerEntry}` },
    { label: "Validity", value: `${f.etaValidity}, multiple visits` },
    { label: "Decision", value: f.etaDecision },
  ],
  sections: [
    {
      id: "which-visa",
      heading: "Which visa fits a US passport?",
      blocks: [
        {
          type: "p",
          text:
            "United States passports qualify for the Electronic Travel Authority (ETA, subclass 601). They are not " +
            "eligible for the eVisitor (subclass 651), which is for European passports.",
        },
        {
          type: "p",
          text:
            `${passportNotResidence} A US green card holder travelling on another country's passport needs the visa ` +
            `for that passport.`,
        },
      ],
    },
    {
      id: "eta",
      heading: "The ETA in brief",
      blocks: [
        {
          type: "ul",
          items: [
            `Apply in the official AustralianETA app; there is no visa charge, only a ${f.etaCharge} service charge.`,
            `The ETA is valid for ${f.etaValidity} and lets you visit as often as you like, up to ${f.etaStayPerEntry} each time.`,
            "Tourism, visiting family and friends, and business visitor activities such as meetings or unpaid conferences are allowed.",
            "Work for an Australian organisation and selling to the public are not.",
            `Decisions are ${f.etaDecision}. Apply outside Australia, before you travel.`,
          ],
        },
      ],
    },
    {
      id: "visitor-600",
      heading: "When you need a Visitor visa (subclass 600)",
      blocks: [
        {
          type: "ul",
          items: [
            `You want to stay longer than ${f.etaStayPerEntry} at a time: a Visitor visa allows stays of ${f.stays600}.`,
            "You have a criminal conviction of any kind, including an old or minor one such as driving under the influence, or an Australian visa was refused or cancelled: apply for a Visitor visa and declare it.",
            "Your ETA application is refused.",
          ],
        },
        {
          type: "p",
          text:
            `A Visitor visa costs ${f.fee600} when you apply outside Australia. Check current processing times on ` +
            `${f.processingTimes} before you book your travel.`,
        },
      ],
    },
    {
      id: "requirements",
      heading: "What you need",
      blocks: [
        {
          type: "ul",
          items: [
            "A US passport with an electronic chip, valid for your whole trip.",
            "A smartphone to run the AustralianETA app, which scans the passport chip and takes a live photo.",
            "A payment card for the service charge and an email address for the confirmation.",
            "Enough money for your stay, good health and good character. Travel insurance that covers health care is strongly recommended, as visitors are generally not covered by Medicare.",
          ],
        },
      ],
    },
    { id: "sources", heading: "Official sources", blocks: [officialSources, { type: "p", text: notAdvice }] },
  ],
  howTo: {
    name: "How to apply for an Australian ETA with a US passport",
    description: `Apply in the AustralianETA app before you travel; the service charge is ${f.etaCharge}.`,
    steps: [
      { name: "Install the app", text: "Download the official AustralianETA app from your phone's app store." },
      { name: "Scan your passport", text: "Photograph the biodata page, then hold the phone to the passport chip." },
      { name: "Take a live photo", text: "The app takes a photo of your face to match against the passport." },
      { name: "Answer the questions", text: "Answer the health and character questions truthfully." },
      { name: "Pay and submit", text: `Pay the ${f.etaCharge} service charge and submit.` },
      { name: "Check your result", text: `Decisions are ${f.etaDecision}; the confirmation is sent by email.` },
    ],
  },
  faq: [
    {
      id: "us-need-visa",
      q: "Do Americans need a visa to visit Australia?",
      a: `Yes. US citizens need an ETA (subclass 601), applied for in the AustralianETA app for a ${f.etaCharge} service charge.`,
    },
    {
      id: "us-stay",
      q: "How long can US citizens stay in Australia?",
      a: `Up to ${f.etaStayPerEntry} per visit on an ETA, for ${f.etaValidity}. Longer stays need a Visitor visa (subclass 600).`,
    },
    {
      id: "us-evisitor",
      q: "Can I apply for an eVisitor with a US passport?",
      a: "No. The eVisitor is for European passports; US passports use the ETA.",
    },
    {
      id: "us-dui",
      q: "I have a DUI conviction. Can I still get an ETA?",
      a: `Anyone with a criminal conviction should apply for a Visitor visa (subclass 600), ${f.fee600}, and declare it.`,
    },
    {
      id: "us-business",
      q: "Can I attend a conference in Australia on an ETA?",
      a: "Yes, as long as you are not paid by an Australian organisation and do not sell to the public.",
    },
  ],
  facts: [
    "etaServiceCharge",
    "etaStayMonthsPerEntry",
    "etaValidityMonths",
    "etaDecision",
    "visitor600StayMonths",
    "visitor600ChargeOutside",
    "processingTimesUpdated",
  ],
  structuredData: false,
  image: { src: "/images/landmarks/uluru.svg", alt: "Illustration of Uluru at sunset" },
});
