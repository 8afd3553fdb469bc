import { figures } from "../figures";
import { notAdvice, officialSources, passportNotResidence, sponsorRelatives } from "./shared";
import type { Guide } from "./types";

const f = figures;

/** Built when asked for, so it quotes the figures in force then. */
export const philippinesGuide = (): Guide => ({
  path: "/australian-tourist-visa-from-philippines",
  country: "the Philippines",
  passport: "PH",
  title: "Australian Tourist Visa from the Philippines",
  metaTitle: "Australian Tourist Visa from the Philippines: Requirements and Fees",
  description:
    `Filipino passport holders apply for a Visitor visa (subclass 600): the ${f.fee600} fee, the documents officers ` +
    `expect, processing times and how to avoid visa scams.`,
  lead:
    "Filipino travellers visit Australia on a Visitor visa (subclass 600). Most applications are lodged online without " +
    "an agent. What decides the outcome is evidence: that you can pay for the trip and that your life in the " +
    "Philippines will bring you home.",
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
      heading: "Which visa fits Filipino passport holders?",
      blocks: [
        {
          type: "p",
          text:
            "Philippine passports are not eligible for the ETA (subclass 601) or the eVisitor (subclass 651), so every " +
            "trip is made on a Visitor visa (subclass 600) in one of its streams:",
        },
        {
          type: "ul",
          items: [
            "Tourist stream: holidays and visits to friends or relatives.",
            `Sponsored family stream: ${sponsorRelatives} who is an Australian citizen or permanent resident, aged ${f.sponsorAge} or over and usually settled in Australia for about ${f.sponsorSettled}, sponsors you. A security bond of ${f.bond} per person may be requested.`,
            `Business visitor stream: meetings, negotiations and unpaid conferences for up to ${f.businessStay}.`,
          ],
        },
        { type: "p", text: passportNotResidence },
      ],
    },
    {
      id: "cost",
      heading: "Fees",
      blocks: [
        {
          type: "table",
          caption: "Visitor visa (subclass 600) charges",
          head: ["Where you apply", "Base application charge"],
          rows: [
            ["Outside Australia (for example from Manila or Cebu)", f.fee600],
            ["Inside Australia", f.fee600Inside],
          ],
        },
        {
          type: "p",
          text:
            "Pay the charge by card in ImmiAccount. It is not refunded if the application is refused. Biometrics and " +
            "health examinations, if requested, are paid separately.",
        },
      ],
    },
    {
      id: "documents",
      heading: "Documents Filipino applicants should prepare",
      blocks: [
        {
          type: "ul",
          items: [
            "Passport biodata page and previous passports showing your travel history.",
            "Certificate of Employment stating your position, salary, length of service and approved leave dates.",
            "Income tax return (for employees, BIR Form 2316) and recent payslips.",
            "Bank certificate and bank statements for recent months; explain any large recent deposits.",
            "For business owners: DTI or SEC registration, mayor's permit and recent business income records.",
            "For family visits: an invitation letter, proof of your relative's Australian citizenship or permanent residence, and PSA-issued birth or marriage certificates showing the relationship.",
            "If someone else pays for the trip: their letter of support and evidence of their funds.",
          ],
        },
        {
          type: "p",
          text:
            "Documents in Filipino or another language need a certified English translation. Upload clear colour scans; " +
            "unreadable documents are a common cause of delay.",
        },
      ],
    },
    {
      id: "processing",
      heading: "Processing time, biometrics and health checks",
      blocks: [
        {
          type: "p",
          text:
            `Home Affairs publishes current processing times for Visitor visa applications on ${f.processingTimes}: ` +
            `check them before you book your flights. If the department asks for biometrics, the letter ` +
            `names the Australian Visa Application Centre to visit; if it asks for a medical examination, use one of ` +
            `its panel physicians. Your application waits until these are done.`,
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
            `Visitor visas are granted for stays of ${f.stays600}. Parents of Australian citizens and permanent ` +
            `residents may be granted multiple-entry visas valid ${f.parentValidity}, with no more than ` +
            `${f.parentStay} in Australia in any ${f.parentWindow}.`,
        },
        {
          type: "p",
          text: "You may not work on a visitor visa, even informally for relatives, and study is limited by condition 8201.",
        },
      ],
    },
    {
      id: "scams",
      heading: "Avoid fixers and visa scams",
      blocks: [
        {
          type: "ul",
          items: [
            "Only the Department of Home Affairs grants visas; no one can guarantee an approval or a faster decision.",
            "Pay the visa charge only inside ImmiAccount, never into a personal bank or remittance account.",
            "Offers of jobs that come with a 'tourist visa' are illegal work and can lead to cancellation and a ban.",
            "If you want help, use a registered migration agent and check their registration number.",
          ],
        },
      ],
    },
    { id: "sources", heading: "Official sources", blocks: [officialSources, { type: "p", text: notAdvice }] },
  ],
  howTo: {
    name: "How to apply for an Australian Visitor visa from the Philippines",
    description: `Apply online through ImmiAccount, pay ${f.fee600} and check ${f.processingTimes} for how long it takes.`,
    steps: [
      { name: "Choose your stream", text: "Tourist, sponsored family or business visitor, matching the purpose of your trip." },
      { name: "Prepare your documents", text: "Certificate of Employment, ITR, bank certificate and statements, and any invitation letter." },
      { name: "Apply in ImmiAccount", text: "Create an ImmiAccount, complete the Visitor (600) form and upload your documents." },
      { name: "Pay the charge", text: `Pay the ${f.fee600} base charge by card.` },
      { name: "Complete any requests", text: "Give biometrics or attend a medical examination if the department asks." },
      { name: "Receive your decision", text: "Read the grant notice for your stay period and conditions before booking." },
    ],
  },
  faq: [
    {
      id: "ph-show-money",
      q: "How much show money do I need?",
      a: "There is no fixed amount. Show enough to cover flights, accommodation and daily costs for your whole stay, with statements for recent months that explain where the money comes from.",
    },
    {
      id: "ph-fee",
      q: "How much is the Australian tourist visa fee in the Philippines?",
      a: `The base charge is ${f.fee600} when you apply from outside Australia. Biometrics or a medical examination, if requested, cost extra.`,
    },
    {
      id: "ph-sponsor",
      q: "Can my relative in Australia sponsor me?",
      a: `Yes, through the sponsored family stream, if they are ${sponsorRelatives}, a citizen or permanent resident aged ${f.sponsorAge} or over, and usually settled for about ${f.sponsorSettled}. A bond may be requested.`,
    },
    {
      id: "ph-processing",
      q: "How long does processing take?",
      a: `Home Affairs publishes current processing times on ${f.processingTimes}. Apply well ahead and send complete documents to avoid delays.`,
    },
    {
      id: "ph-ofw",
      q: "I work abroad (OFW). Which guide applies to me?",
      a: "Your Philippine passport decides the visa: a Visitor visa (subclass 600). Show your overseas employment contract, approved leave and the funds you hold.",
    },
  ],
  facts: [
    "visitor600ChargeOutside",
    "visitor600ChargeInside",
    "processingTimesUpdated",
    "visitor600StayMonths",
    "sponsorMinimumAge",
    "sponsorSettledYears",
    "securityBondAud",
    "businessStreamMaxStayMonths",
    "parentMultiEntryValidity",
    "parentStayWindowMonths",
    "parentStayMonthsPerVisit",
  ],
  structuredData: false,
  image: { src: "/images/landmarks/great-barrier-reef.svg", alt: "Illustration of corals and tropical fish on the Great Barrier Reef" },
});
