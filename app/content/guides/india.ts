import { figures } from "../figures";
import { notAdvice, officialSources, passportNotResidence, sponsorRelatives } from "./shared";
import type { Guide } from "./types";

const f = figures;

/** Built when asked for, so it quotes the figures in force then. */
export const indiaGuide = (): Guide => ({
  path: "/australia-visitor-visa-from-india",
  country: "India",
  passport: "IN",
  title: "Australia Visitor Visa from India",
  metaTitle: "Australia Visitor Visa from India: Fees, Documents and Processing",
  description:
    `How Indian citizens apply for an Australian Visitor visa (subclass 600): the ${f.fee600} fee, documents, ` +
    `processing times, stays of ${f.stays600}, and longer visas for parents.`,
  lead:
    "Indian passport holders visit Australia on a Visitor visa (subclass 600), whether the trip is a holiday, a visit " +
    "to family or a short business trip. This guide explains which stream to choose, what it costs, which documents " +
    "make a strong application and how long to allow.",
  atAGlance: [
    { label: "Visa", value: "Visitor visa (subclass 600)" },
    { label: "Government fee", value: `${f.fee600} (applying outside Australia)` },
    { label: "Processing", value: `Check ${f.processingTimes}` },
    { label: "Stay per visit", value: f.stays600 },
    { label: "Apply", value: "Online through ImmiAccount, well before travel" },
  ],
  sections: [
    {
      id: "which-visa",
      heading: "Which visa fits Indian passport holders?",
      blocks: [
        {
          type: "p",
          text:
            "Indian passports are not eligible for the Electronic Travel Authority (ETA, subclass 601) or the eVisitor " +
            "(subclass 651). Every Indian visitor applies for a Visitor visa (subclass 600) and chooses the stream that " +
            "matches the purpose of the trip:",
        },
        {
          type: "ul",
          items: [
            "Tourist stream: holidays, sightseeing, and visiting friends or family without a formal sponsor.",
            `Sponsored family stream: ${sponsorRelatives} in Australia who is an Australian citizen or permanent resident aged ${f.sponsorAge} or over sponsors your visit. The department may ask for a security bond.`,
            `Business visitor stream: business enquiries, contract negotiations, official government visits or unpaid conference attendance, for up to ${f.businessStay}.`,
          ],
        },
        { type: "p", text: passportNotResidence },
      ],
    },
    {
      id: "cost",
      heading: "How much does it cost?",
      blocks: [
        {
          type: "table",
          caption: "Visitor visa (subclass 600) charges",
          head: ["Where you apply", "Base application charge"],
          rows: [
            ["Outside Australia (for example from India)", f.fee600],
            ["Inside Australia", f.fee600Inside],
          ],
        },
        {
          type: "p",
          text:
            "The charge is paid by card in ImmiAccount when you lodge the application and is not refunded if the visa " +
            "is refused. A card surcharge may be added. If the department asks for biometrics or a health examination, " +
            "those are paid separately to the service centre or panel doctor.",
        },
      ],
    },
    {
      id: "documents",
      heading: "Documents for a strong application",
      blocks: [
        {
          type: "p",
          text:
            "Officers decide whether you are a genuine visitor who will return home. Give them evidence for each part " +
            "of that question:",
        },
        {
          type: "ul",
          items: [
            "Identity: your passport's biodata page and any previous passports with travel history.",
            "Funds: recent bank statements, salary slips and income tax returns (ITR); fixed deposits or property papers help.",
            "Ties to India: an employment letter confirming your role, salary and approved leave; for business owners, GST or company registration; for students, an enrolment letter and no-objection letter.",
            "Purpose: a short itinerary, hotel plans or an invitation letter from the people you will visit.",
            "Family visits: your relative's invitation, proof of their Australian citizenship or permanent residence, and proof of your relationship (for example birth certificates).",
            "Travel history: previous visas for Australia, the United States, the United Kingdom, Canada or Schengen countries, if you have them.",
          ],
        },
        {
          type: "p",
          text: "Documents not in English need a certified English translation. Declare any previous visa refusal honestly.",
        },
      ],
    },
    {
      id: "processing",
      heading: "Processing time and when to apply",
      blocks: [
        {
          type: "p",
          text:
            `Home Affairs publishes current processing times for Visitor visa applications on ${f.processingTimes}: ` +
            `check them before you book your travel, and allow longer ahead of busy holiday ` +
            `seasons. Missing documents or a request for a health examination add time, so send everything at the start.`,
        },
      ],
    },
    {
      id: "stay",
      heading: "How long you can stay",
      blocks: [
        {
          type: "p",
          text:
            `Visitor visas are granted for stays of ${f.stays600}; the grant notice shows your exact period and whether ` +
            `you may enter once or many times. Ask for the length your plans need and support it with your itinerary.`,
        },
        {
          type: "p",
          text:
            `Parents of Australian citizens and permanent residents can be granted multiple-entry visas valid ` +
            `${f.parentValidity}, with visits of up to ${f.parentStay} and no more than ${f.parentStay} in any ` +
            `${f.parentWindow}. The parents guide explains the rules in detail.`,
        },
        {
          type: "p",
          text:
            "Most visitor visas carry conditions: no work (8101), limited study (8201) and sometimes 'No Further Stay' " +
            "(8503), which stops you applying for another visa while in Australia.",
        },
      ],
    },
    {
      id: "refusals",
      heading: "Common reasons for refusal",
      blocks: [
        {
          type: "ul",
          items: [
            "Weak evidence of ties to India, such as no employment letter or approved leave.",
            "Funds that are unexplained, for example a large deposit just before applying.",
            "A purpose that does not match the itinerary or the invitation letter.",
            "An undeclared previous refusal, overstay or conviction anywhere in the world: declare each one, with what has changed since.",
          ],
        },
      ],
    },
    { id: "sources", heading: "Official sources", blocks: [officialSources, { type: "p", text: notAdvice }] },
  ],
  howTo: {
    name: "How to apply for an Australian Visitor visa (subclass 600) from India",
    description: `Apply online through ImmiAccount and pay the ${f.fee600} charge; check ${f.processingTimes} for how long it takes.`,
    steps: [
      {
        name: "Choose your stream",
        text: "Pick the tourist, sponsored family or business visitor stream that matches the purpose of your trip.",
      },
      {
        name: "Gather your documents",
        text: "Collect your passport, bank statements, income tax returns, employment or business evidence, itinerary and any invitation letter.",
      },
      {
        name: "Create an ImmiAccount",
        text: "Register for an ImmiAccount on the Department of Home Affairs website and start a new Visitor (600) application.",
      },
      {
        name: "Complete the form and upload evidence",
        text: "Answer every question truthfully, declare previous refusals, and attach clear scans of each document.",
      },
      {
        name: "Pay the visa charge",
        text: `Pay the ${f.fee600} base charge by card to lodge the application.`,
      },
      {
        name: "Give biometrics or health checks if asked",
        text: "If the department requests biometrics or a medical examination, book and complete them promptly.",
      },
      {
        name: "Wait for the decision",
        text: `Home Affairs publishes current processing times on ${f.processingTimes}. Read your grant notice for the stay period and conditions before you travel.`,
      },
    ],
  },
  faq: [
    {
      id: "india-eta",
      q: "Can Indian citizens apply for an ETA or eVisitor?",
      a: "No. Indian passports are not eligible for the ETA (subclass 601) or the eVisitor (subclass 651). Indian citizens apply for a Visitor visa (subclass 600).",
    },
    {
      id: "india-fee",
      q: "How much is the Australian visitor visa fee from India?",
      a: `The base charge is ${f.fee600} when you apply outside Australia. A card surcharge and the cost of any biometrics or health examination are extra.`,
    },
    {
      id: "india-processing",
      q: "How long does an Australian visitor visa take from India?",
      a: `Home Affairs publishes current processing times on ${f.processingTimes}: check them before you book your travel, and apply well ahead.`,
    },
    {
      id: "india-parents",
      q: "Can my parents visit me in Australia for longer?",
      a: `Yes. If you are an Australian citizen or permanent resident, your parents can be granted multiple-entry visas valid ${f.parentValidity}, staying up to ${f.parentStay} per visit.`,
    },
    {
      id: "india-agent",
      q: "Do I need an agent to apply?",
      a: "No. You can apply yourself online. If your situation is complex, for example after a refusal, a registered migration agent can advise you.",
    },
  ],
  facts: [
    "visitor600ChargeOutside",
    "visitor600ChargeInside",
    "processingTimesUpdated",
    "visitor600StayMonths",
    "sponsorMinimumAge",
    "businessStreamMaxStayMonths",
    "parentMultiEntryValidity",
    "parentStayMonthsPerVisit",
    "parentStayWindowMonths",
  ],
  structuredData: true,
  image: { src: "/images/landmarks/sydney-opera-house.svg", alt: "Illustration of the Sydney Opera House on the harbour" },
});
