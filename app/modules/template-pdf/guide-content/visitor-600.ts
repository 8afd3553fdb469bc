import { facts, formatAud } from "~/content/facts";
import { formatAudRange, formatList } from "~/content/format";
import { characterQuestions, identityQuestions, sharedRefusals } from "./shared-questions";
import type { GuideQuestion, GuideText, RefusalReason } from "./types";

const stays = `${formatList(facts.visitor600StayMonths.value)} months`;

const howToApply = (stream: string, extra: string): string[] => [
  `Apply online through ImmiAccount (the Department of Home Affairs' account for applications): choose Visitor (600) and then the ${stream} stream. The base charge is ${formatAud(facts.visitor600ChargeOutside.value)} when you apply outside Australia (${formatAud(facts.visitor600ChargeInside.value)} inside).`,
  // No day counts: the guides that quote them are not named; Home Affairs publishes current times each month.
  "Home Affairs publishes current processing times every month (global visa processing times, linked at the end): check them before you book, and do not pay for flights before the grant.",
  extra,
];

const genuineVisitorQuestions: GuideQuestion[] = [
  {
    question: "Length of stay and travel dates",
    asks: `When you plan to arrive and leave, and the stay you ask for (granted stays are usually ${stays} per visit).`,
    answer: "Ask for what your plans need, no more: a stay that fits your leave, your bookings and your funds reads as genuine. A request far longer than your reason for the visit invites doubt.",
  },
  {
    question: "Reason for the visit",
    asks: "What you will do in Australia, and where you will go.",
    answer: "Be specific: the cities, the events, the people you will see. A short itinerary attached to the application answers most follow-up questions before they are asked.",
  },
  {
    question: "Employment and studies",
    asks: "Your current job or studies, your employer or institution, and how long you have been there.",
    answer: "Give the employer's full name and your position as on your employment letter, and attach the letter confirming your approved leave and that your job is waiting for you.",
  },
  {
    question: "Funds for the stay",
    asks: "How you will pay for the trip and what money you have access to.",
    answer: "Name the source (savings, salary, a sponsor, an employer) and attach recent statements that show it. Large deposits just before applying need an explanation.",
  },
  {
    question: "Family members",
    asks: "Your partner, children, parents and siblings: where they live and whether they travel with you.",
    answer: "List everyone the form asks for, including those who stay at home. Family who stay behind are one of the strongest reasons to return; say so.",
  },
  {
    question: "Previous travel to Australia and other countries",
    asks: "Earlier visits, visas held, and whether you kept to their conditions.",
    answer: "List them with dates. A record of trips made and ended on time is good evidence; attach copies of earlier visas where you have them.",
  },
];

const genuineRefusals: RefusalReason[] = [
  {
    reason: "Not satisfied you are a genuine visitor",
    avoid: "The most common reason. Show the ties that bring you home (work, studies, family, property) with documents, not statements, and keep the stay you ask for in line with them.",
  },
  {
    reason: "Not enough evidence of funds",
    avoid: "Statements that are old, incomplete or show money that appeared suddenly. Attach three to six months of statements and explain any large deposit.",
  },
  ...sharedRefusals,
];

const commonEvidence = [
  "An employment letter on letterhead: your position, your salary, your approved leave dates and that you will return to the job.",
  "Recent bank statements in your own name (three to six months), with balances that cover flights, accommodation and daily costs.",
  "Proof of what you leave behind: a property title or lease, your children's school enrolment, a business registration, continuing studies.",
  "A day-by-day itinerary or planned bookings (refundable), and where you will stay.",
  "Copies of earlier visas for Australia, the United States, Canada, the United Kingdom or the Schengen area, with entry and exit stamps.",
];

const afterApplying = [
  "Keep the acknowledgement e-mail and your Transaction Reference Number (TRN): they identify your application.",
  "Answer any request for information or health examination within the time given.",
  "Read the grant notice: the stay allowed, the visa's expiry and its conditions (for example no work, or a 'no further stay' condition).",
];

export const visitor600Tourist: GuideText = {
  howToApply: howToApply("Tourist", "If you are in Australia now on another visa, you may be able to apply from inside Australia, at the higher charge above; apply well before your current visa ends."),
  parts: [
    { title: "About you", questions: identityQuestions },
    { title: "Your visit and why you will return home", questions: genuineVisitorQuestions },
    {
      title: "Where you will stay",
      questions: [
        {
          question: "Contacts in Australia",
          asks: "Whether you have relatives or friends in Australia, and their names, addresses and status.",
          answer: "Name them if you have them, even when you will not stay with them. If they host you, attach their invitation letter with their address and a copy of their visa, citizenship or residence evidence.",
        },
      ],
    },
    { title: "Health and character", questions: characterQuestions },
  ],
  evidence: [...commonEvidence, "If relatives or friends host you: their invitation letter and proof of their status in Australia."],
  refusals: genuineRefusals,
  afterApplying,
};

export const visitor600Sponsored: GuideText = {
  howToApply: howToApply(
    "Sponsored Family",
    `Your sponsor completes form 1149 (Sponsorship for a visitor to Australia) first. The department may ask for a security bond, often quoted at ${formatAudRange(facts.securityBondAud.value)} per person, refunded after you leave on time.`,
  ),
  parts: [
    { title: "About you", questions: identityQuestions },
    {
      title: "Your sponsor",
      questions: [
        {
          question: "Sponsor's details and status",
          asks: "Your sponsor's name, date of birth, address and evidence that they are an Australian citizen or permanent resident.",
          answer: `Your sponsor must be at least ${facts.sponsorMinimumAge.value}, settled in Australia (usually about ${facts.sponsorSettledYears.value} years) and your relative. Give their details exactly as on form 1149 and attach their passport or citizenship certificate, or their residence grant.`,
        },
        {
          question: "Relationship to your sponsor",
          asks: "How you are related: parent, child, brother or sister, grandparent, aunt or uncle, and so on.",
          answer: "Choose the exact relationship and prove it with the documents that link you: birth certificates of both where you are siblings, your child's birth certificate where you are the parent. Names that changed need the marriage or change-of-name certificate.",
        },
        {
          question: "Sponsor's undertaking and support",
          asks: "Whether the sponsor supports you financially and accepts the obligations of sponsorship, including a possible bond.",
          answer: "If the sponsor pays for your stay, attach their recent statements and payslips or tax records. Make sure they know a bond may be asked for and is lost if you break the visa's conditions.",
        },
      ],
    },
    { title: "Your visit and why you will return home", questions: genuineVisitorQuestions },
    { title: "Health and character", questions: characterQuestions },
  ],
  evidence: [
    ...commonEvidence,
    "Form 1149 signed by your sponsor, with proof of their citizenship or permanent residence and of how long they have lived in Australia.",
    "The documents that prove the relationship, with certified English translations.",
    `For parents of Australian citizens and permanent residents: longer stays may be granted (up to ${facts.parentStayMonthsPerVisit.value} months per visit); say whether you have applied for a Parent visa (subclass 103).`,
  ],
  refusals: [
    ...genuineRefusals.slice(0, 2),
    { reason: "The sponsor does not qualify", avoid: "A sponsor who is not yet settled, not a relative as defined, or not a citizen or permanent resident (New Zealand citizens cannot sponsor). Check before applying." },
    { reason: "Relationship not proven", avoid: "Documents that do not connect your names and your sponsor's. Bring the whole chain of certificates." },
    ...sharedRefusals,
  ],
  afterApplying: [...afterApplying, "If a security bond is asked for, your sponsor pays it as instructed; you receive the grant only after it is paid."],
};

export const visitor600Business: GuideText = {
  howToApply: howToApply(
    "Business Visitor",
    `Stays are up to ${facts.businessStreamMaxStayMonths.value} months per visit. Holders of ETA or eVisitor passports can do business visitor activities on those instead.`,
  ),
  parts: [
    { title: "About you", questions: identityQuestions },
    {
      title: "Your business visit",
      questions: [
        {
          question: "Purpose of the business visit",
          asks: "What you will do: enquiries, meetings, contract negotiations, an official government visit or a conference.",
          answer: "Describe the activities in one or two plain sentences and name the Australian organisation. Working for or providing services to an Australian organisation, or selling to the public, is not allowed on this visa: do not describe the trip that way.",
        },
        {
          question: "Your employer and who pays",
          asks: "Your employer, your position, and who pays for the trip.",
          answer: "Name your employer as on their letter and state who covers flights and costs. If an Australian organisation pays some costs, say which, and that you are not paid for work there.",
        },
        {
          question: "The Australian organisation",
          asks: "Name, address and contact of the organisation you will visit.",
          answer: "Use the details from their invitation letter; the names must match across the letter, the form and your itinerary.",
        },
      ],
    },
    { title: "Your visit and why you will return home", questions: genuineVisitorQuestions.filter((question) => question.question !== "Reason for the visit") },
    { title: "Health and character", questions: characterQuestions },
  ],
  evidence: [
    "An invitation letter from the Australian organisation: who you will meet, why, the dates, and that you will not be paid for work in Australia.",
    "A letter from your employer: your position, the purpose of the trip, who pays, and that you return to your job.",
    "Conference registration and programme, if you attend one.",
    ...commonEvidence.slice(1),
  ],
  refusals: [
    { reason: "The activities are work", avoid: "Describing paid work, hands-on services or sales to the public. Describe only business visitor activities, and make the letters say the same." },
    ...genuineRefusals,
  ],
  afterApplying,
};
