import { figures } from "../figures";
import { notAdvice, officialSources, passportNotResidence } from "./shared";
import type { Guide } from "./types";

const f = figures;

/** Built when asked for, so it quotes the figures in force then. */
export const ukGuide = (): Guide => ({
  path: "/australian-tourist-visa-from-uk",
  country: "the United Kingdom",
  passport: "GB",
  title: "Australian Tourist Visa from the UK",
  metaTitle: "Australian Tourist Visa from the UK: eVisitor, ETA or Visitor Visa",
  description:
    `British citizens can visit Australia on a free eVisitor or an ETA (${f.etaCharge} service charge) for up to ` +
    `${f.shortStayPerEntry} per visit. When you need a Visitor visa instead, and how to apply.`,
  lead:
    "Most British travellers need neither an embassy visit nor a paper visa: a British Citizen passport qualifies for " +
    "the free eVisitor and for the ETA, both applied for online. Longer stays, other British passports and a criminal " +
    "record change the picture; this guide covers each case.",
  atAGlance: [
    { label: "British Citizen passport", value: `eVisitor (free) or ETA (${f.etaCharge} service charge)` },
    { label: "Stay per visit", value: `Up to ${f.shortStayPerEntry}` },
    { label: "Validity", value: `${f.eVisitorValidity}, multiple visits` },
    { label: "Longer stays", value: `Visitor visa (subclass 600), ${f.fee600}` },
    { label: "ETA decision", value: f.etaDecision },
  ],
  sections: [
    {
      id: "which-visa",
      heading: "Which visa fits your British passport?",
      blocks: [
        {
          type: "table",
          caption: "Visitor visas by type of British passport",
          head: ["Passport", "Visitor visa options"],
          rows: [
            ["British Citizen", `eVisitor (subclass 651, free) or ETA (subclass 601, ${f.etaCharge} service charge)`],
            ["British National (Overseas)", `ETA (subclass 601, ${f.etaCharge} service charge)`],
            ["Other British nationality passports", `Visitor visa (subclass 600), ${f.fee600}`],
          ],
        },
        { type: "p", text: passportNotResidence },
      ],
    },
    {
      id: "evisitor-or-eta",
      heading: "eVisitor or ETA?",
      blocks: [
        {
          type: "p",
          text:
            `Both let you visit for tourism or business activities as often as you like for ${f.eVisitorValidity}, ` +
            `staying up to ${f.shortStayPerEntry} each time. The differences are how you apply and what it costs:`,
        },
        {
          type: "ul",
          items: [
            "eVisitor (subclass 651): free, applied for online through ImmiAccount.",
            `ETA (subclass 601): no visa charge, but a ${f.etaCharge} service charge in the AustralianETA app; decisions are ${f.etaDecision}.`,
          ],
        },
        {
          type: "p",
          text: "Apply for only one. Both must be applied for outside Australia, before you travel.",
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
            `You want to stay longer than ${f.shortStayPerEntry} at a time: a Visitor visa allows stays of ${f.stays600}.`,
            "You have any criminal conviction, however old, or an Australian visa was refused or cancelled: apply for a Visitor visa and declare it, so the department can assess it.",
            "You travel on a British passport other than British Citizen or British National (Overseas).",
            "Your eVisitor or ETA application is refused.",
          ],
        },
        {
          type: "p",
          text:
            `The Visitor visa costs ${f.fee600} when you apply outside Australia; check current processing times on ` +
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
            "A valid British passport for the whole trip.",
            "Enough money for your stay and a return or onward ticket.",
            "Good health and good character: declare any conviction.",
            "A genuine intention to visit, not to work. Travel insurance that covers health care is strongly recommended.",
          ],
        },
        {
          type: "p",
          text:
            "Planning to work while you travel? Visitor visas do not allow it; look at the Working Holiday Maker " +
            "programme on the Home Affairs website instead.",
        },
      ],
    },
    { id: "sources", heading: "Official sources", blocks: [officialSources, { type: "p", text: notAdvice }] },
  ],
  howTo: {
    name: "How to get an eVisitor as a British citizen",
    description: "Apply online through ImmiAccount before you travel; there is no charge.",
    steps: [
      { name: "Check your passport", text: "Make sure it is a British Citizen passport valid for your whole trip." },
      { name: "Create an ImmiAccount", text: "Register on the Department of Home Affairs website." },
      { name: "Apply for an eVisitor", text: "Complete the eVisitor (subclass 651) form and declare any convictions." },
      { name: "Receive your grant", text: "Keep the grant notice; the visa is linked to your passport electronically." },
    ],
  },
  faq: [
    {
      id: "uk-need-visa",
      q: "Do UK citizens need a visa for Australia?",
      a: `Yes, but it is simple: British citizens can apply online for a free eVisitor or an ETA (${f.etaCharge} service charge) before they travel.`,
    },
    {
      id: "uk-stay",
      q: "How long can I stay in Australia with a British passport?",
      a: `Up to ${f.shortStayPerEntry} per visit on an eVisitor or ETA, for ${f.eVisitorValidity}. For stays of ${f.stays600}, apply for a Visitor visa (subclass 600).`,
    },
    {
      id: "uk-conviction",
      q: "I have a conviction. Can I still use an eVisitor?",
      a: "No. Anyone with a criminal conviction should apply for a Visitor visa (subclass 600) and declare it.",
    },
    {
      id: "uk-bno",
      q: "Can BN(O) passport holders apply for an eVisitor?",
      a: `No. British National (Overseas) passports qualify for the ETA (${f.etaCharge} service charge), not the eVisitor.`,
    },
    {
      id: "uk-business",
      q: "Can I attend a business meeting on an eVisitor?",
      a: "Yes. Business enquiries, contract negotiations and unpaid conference attendance are allowed; paid work for an Australian organisation is not.",
    },
  ],
  facts: [
    "etaServiceCharge",
    "eVisitorStayMonthsPerEntry",
    "eVisitorValidityMonths",
    "etaDecision",
    "visitor600ChargeOutside",
    "visitor600StayMonths",
    "processingTimesUpdated",
  ],
  structuredData: false,
  image: { src: "/images/landmarks/twelve-apostles.svg", alt: "Illustration of the Twelve Apostles rising from the sea" },
});
