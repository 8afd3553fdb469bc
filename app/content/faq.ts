/**
 * Questions and answers: the /faq page (4 topics of 5 questions) and the home page accordion (12).
 * Every visa figure comes from the facts module, so a changed fee changes every answer at once, and
 * each answer names the facts it quotes so the page can show their sources.
 */
import { officialPages, sourcesOf, type CitedSource, type FactKey } from "./facts";
import type { FigureCheckWording } from "~/modules/figures/figure-check-wording";
import { figures } from "./figures";

export interface FaqQuestion {
  id: string;
  q: string;
  a: string;
  /** An official page that says more. */
  source?: { label: string; href: string };
  /** The facts the answer quotes. */
  facts?: readonly FactKey[];
}

/** A topic as the FAQ page shows it. */
export interface FaqTopicView {
  id: string;
  topic: string;
  questions: FaqItem[];
}

/** A question as a page shows it: the answer, then its links (the sources of its figures first). */
export interface FaqItem {
  id: string;
  q: string;
  a: string;
  links: { label: string; href: string }[];
  /** The figures it quotes that need checking, with what to say beside them (figure-check-wording.ts). */
  checks?: { key: FactKey; wording: FigureCheckWording }[];
}

/** 'Source: Home Affairs: eVisitor (subclass 651) (page last updated 17/11/2025)', as a figure's link reads. */
export function sourceLabel(source: CitedSource): string {
  const dated = source.dated ? ` (${source.dated})` : "";
  const indexed = source.indexedEachJuly ? "; charges change every 1 July" : "";
  return `Source: ${source.name}${dated}${indexed}`;
}

/**
 * The questions as pages show them, built where the page's data is built (so pages ship no facts code):
 * each answer's figure sources with their dates, then its further-reading link unless a source already
 * points there. Another language words the sources' links with its own `label`.
 */
export function withSources(items: readonly FaqQuestion[], label: (source: CitedSource) => string = sourceLabel): FaqItem[] {
  return items.map(({ id, q, a, source, facts }) => {
    const links = sourcesOf(facts ?? []).map((cited) => ({ label: label(cited), href: cited.url }));
    if (source && !links.some((link) => link.href === source.href)) links.push(source);
    return { id, q, a, links };
  });
}

/** One topic of the FAQ page. */
export interface FaqTopic {
  id: string;
  topic: string;
  questions: FaqQuestion[];
}

const {
  fee600,
  fee600Inside,
  etaCharge,
  stays600,
  shortStayPerEntry: shortStay,
  eVisitorValidity: validity,
  bond,
  sponsorAge,
  sponsorSettled,
  parentStay,
  parentWindow,
  parentValidity,
  businessStay,
  eVisitorPassportCount,
} = figures;

const relatives =
  "spouse or de facto partner, parent, child, brother or sister, grandparent, grandchild, aunt, uncle, niece or nephew, or a step-relative of these";

const official600 = { label: "Home Affairs: Visitor visa (subclass 600)", href: officialPages.visitor600 };
const officialEta = { label: "Home Affairs: Electronic Travel Authority (subclass 601)", href: officialPages.eta601 };
const officialEVisitor = { label: "Home Affairs: eVisitor (subclass 651)", href: officialPages.eVisitor651 };
const officialSponsored = { label: "Home Affairs: sponsored family stream", href: officialPages.sponsoredStream };
const officialProcessing = { label: "Home Affairs: visa processing times", href: officialPages.processingTimes };
const officialBusiness = { label: "Home Affairs: business visitor stream", href: officialPages.businessStream };

const whichVisa = {
  q: "Which visitor visa fits my passport?",
  a:
    `It depends on the passport you travel on, not where you live. Holders of ${eVisitorPassportCount} European passports ` +
    `(the European Union states plus countries such as Norway, Switzerland and the United Kingdom for British Citizens) can apply ` +
    `for a free eVisitor (subclass 651). Passports such as those of the United States, Canada, Japan, Singapore, Malaysia and ` +
    `South Korea can use an Electronic Travel Authority (ETA, subclass 601) for a ${etaCharge} service charge. Both allow up to ` +
    `${shortStay} per visit; for a longer stay, or with a criminal conviction, apply for a Visitor visa (subclass 600) instead. ` +
    `Everyone else, for example travellers from India, China or the Philippines, applies for a Visitor visa (subclass 600), which ` +
    `costs ${fee600} when you apply outside Australia. New Zealand passport holders need no visitor visa: they are granted a ` +
    `Special Category visa (subclass 444) when they arrive. Australian citizens need no visa.`,
  facts: ["eVisitorPassports", "etaServiceCharge", "eVisitorStayMonthsPerEntry", "visitor600ChargeOutside"] as const,
};

export const faqTopics: FaqTopic[] = [
  {
    id: "general-eligibility",
    topic: "General Eligibility",
    questions: [
      {
        id: "who-can-apply",
        q: "Who can apply for an Australian visitor visa?",
        a:
          "Anyone who wants to come to Australia for a holiday, to see family or friends, or for short business activities, " +
          "and who means to stay only temporarily. You need enough money for your stay, must meet the health and character " +
          "requirements, and must be a genuine visitor. Working for an Australian business is not allowed on any visitor visa.",
        source: official600,
      },
      { id: "which-visa", ...whichVisa, source: official600 },
      {
        id: "genuine-visitor",
        q: "What does the 'genuine visitor' requirement mean?",
        a:
          "Criterion 600.211 asks whether you genuinely intend to stay temporarily. Officers weigh your ties to home " +
          "(work, study, family, property), your personal circumstances, your immigration history and whether your stated " +
          "purpose is consistent with the rest of your application. It is called 'genuine visitor'; the term 'genuine " +
          "temporary entrant' belongs to student visas.",
        source: official600,
      },
      {
        id: "criminal-record",
        q: "Can I visit Australia if I have a criminal record?",
        a:
          "Possibly. Everyone must pass the character test in section 501 of the Migration Act, and you must declare all " +
          "convictions, however old or minor. A person with any conviction should apply for a Visitor visa (subclass 600) " +
          "rather than an eVisitor or ETA, so the department can assess the circumstances; the same goes for anyone whose " +
          "Australian visa was refused or cancelled. New Zealand passport holders are granted the Special Category visa at the " +
          "border only if they meet the character requirements: with a conviction, use Home Affairs' enquiry form for New " +
          "Zealand passport holders before you travel, and apply for a visa in advance if you are told you need one.",
        source: { label: "Home Affairs: character requirements", href: officialPages.character },
      },
      {
        id: "health",
        q: "Do I have to meet health requirements?",
        a:
          "Yes. You must be free of diseases that would be a significant cost to the Australian community or a public health " +
          "risk, such as tuberculosis. Depending on your age, country, planned stay and health, you may be asked for a " +
          "medical examination or chest x-ray. Visitors are generally not covered by Medicare, so travel insurance that " +
          "covers health care is strongly recommended, and some visas require it as a condition.",
        source: official600,
      },
    ],
  },
  {
    id: "application-process",
    topic: "Application Process",
    questions: [
      {
        id: "apply-600",
        q: "How do I apply for a Visitor visa (subclass 600)?",
        a:
          `Create an ImmiAccount on the Department of Home Affairs website, choose the stream that matches your trip ` +
          `(tourist, sponsored family or business visitor), fill in the form, upload your documents and pay the charge: ` +
          `${fee600} when you apply outside Australia. If the department asks for biometrics or a health examination, ` +
          `complete them quickly, because the application waits until you do.`,
        source: official600,
        facts: ["visitor600ChargeOutside"],
      },
      {
        id: "apply-eta",
        q: "How do I apply for an ETA?",
        a:
          `Use the official AustralianETA app on a phone: it scans your passport and takes a photo of your face. There is ` +
          `no visa charge, only a ${etaCharge} service charge in the app. Decisions are ${figures.etaDecision}. ` +
          `Apply outside Australia, before you travel.`,
        source: officialEta,
        facts: ["etaServiceCharge", "etaDecision"],
      },
      {
        id: "apply-evisitor",
        q: "How do I apply for an eVisitor?",
        a:
          `Apply online through ImmiAccount from outside Australia. The eVisitor is free, valid for ${validity}, and lets you ` +
          `stay up to ${shortStay} on each visit. Many applications are decided quickly, but apply well before you book travel.`,
        source: officialEVisitor,
        facts: ["eVisitorValidityMonths", "eVisitorStayMonthsPerEntry"],
      },
      {
        id: "processing-time",
        q: "How long does processing take?",
        a:
          `Home Affairs publishes current processing times for each visa on its global visa processing times page and ` +
          `updates them every month: check them before you book your travel. ETA decisions are ${figures.etaDecision}. ` +
          `Incomplete applications take longer, so include every document from the start.`,
        source: officialProcessing,
        facts: ["processingTimesUpdated", "etaDecision"],
      },
      {
        id: "apply-inside",
        q: "Can I apply while I am already in Australia?",
        a:
          `In some cases you can apply for a Visitor visa (subclass 600) from inside Australia; the charge is then ` +
          `${fee600Inside}. You must hold a valid visa when you apply, and a 'No Further Stay' condition on your current ` +
          `visa may stop you. ETA and eVisitor applications must be made outside Australia.`,
        source: official600,
        facts: ["visitor600ChargeInside"],
      },
    ],
  },
  {
    id: "documents-requirements",
    topic: "Documents & Requirements",
    questions: [
      {
        id: "documents",
        q: "Which documents should I prepare?",
        a:
          "A valid passport; evidence that you can pay for the trip (recent bank statements, payslips or tax records); " +
          "evidence of ties to home such as an employment letter with approved leave, a business registration, study " +
          "enrolment, property or family; a short travel plan; and, if you are visiting someone, their invitation letter " +
          "and proof of their status in Australia. Documents not in English need certified translations.",
        source: official600,
      },
      {
        id: "funds",
        q: "How much money do I need to show?",
        a:
          "There is no fixed amount. Show that you can pay for flights, accommodation, daily costs and health care for the " +
          "whole stay, either from your own savings or with a sponsor's support. Statements covering the last few months " +
          "are more convincing than a single recent deposit.",
        source: official600,
      },
      {
        id: "flights",
        q: "Do I need to book flights before I apply?",
        a:
          "No. A planned itinerary is enough. Avoid buying non-refundable tickets until your visa is granted, because the " +
          "department makes its decision on the whole application and a refusal does not refund travel costs.",
      },
      {
        id: "sponsor-rules",
        q: "What does the sponsored family stream require?",
        a:
          `Your sponsor must be an Australian citizen or permanent resident aged ${sponsorAge} or over, settled in ` +
          `Australia (usually about ${sponsorSettled}, decided case by case), and your relative: ${relatives}. New Zealand ` +
          `citizens cannot sponsor. The department may ask for a security bond, often quoted at ${bond} per person, which ` +
          `is refunded after you leave Australia on time and forfeited if the visa conditions are breached.`,
        source: officialSponsored,
        facts: ["sponsorMinimumAge", "sponsorSettledYears", "securityBondAud"],
      },
      {
        id: "biometrics",
        q: "Will I be asked for biometrics or a health examination?",
        a:
          "Some applicants are. If the department asks, the request letter tells you where to give fingerprints and a " +
          "photograph, or which panel doctor to see for a medical or chest x-ray. Do it promptly; the application is " +
          "paused until the results arrive.",
        source: official600,
      },
    ],
  },
  {
    id: "validity-conditions",
    topic: "Validity & Conditions",
    questions: [
      {
        id: "stay-length",
        q: "How long can I stay in Australia?",
        a:
          `A Visitor visa (subclass 600) usually allows stays of ${stays600}; the business visitor stream allows up to ` +
          `${businessStay}. An eVisitor or ETA is valid for ${validity} and allows up to ${shortStay} on each visit, so a ` +
          `longer stay needs a Visitor visa (subclass 600), whatever your passport. Your grant notice shows the exact period, ` +
          `which is what counts.`,
        source: official600,
        facts: ["visitor600StayMonths", "businessStreamMaxStayMonths", "eVisitorValidityMonths", "eVisitorStayMonthsPerEntry"],
      },
      {
        id: "work",
        q: "Can I work on a visitor visa?",
        a:
          "No. You may make business enquiries, negotiate contracts, make an official government visit or attend a " +
          "conference without being paid, on an eVisitor or ETA if your passport has one, or on a Visitor visa in the " +
          "business visitor stream. You may not work for or provide services to an Australian organisation, or sell goods " +
          "or services to the public.",
        source: officialBusiness,
      },
      {
        id: "study",
        q: "Can I study on a visitor visa?",
        a:
          "Short courses are allowed within the limit set by your visa's study condition (condition 8201 on most grant " +
          "notices). For longer study, apply for a student visa instead.",
        source: official600,
      },
      {
        id: "extend",
        q: "Can I extend my stay?",
        a:
          `A visitor visa cannot be extended. You can apply for a new visa from inside Australia before your current one ` +
          `ends (a Visitor visa costs ${fee600Inside} when you apply inside), unless your visa carries a 'No Further Stay' ` +
          `condition. Leave Australia before your permitted stay ends if you do not have a new visa.`,
        source: official600,
        facts: ["visitor600ChargeInside"],
      },
      {
        id: "parents-longer-validity",
        q: "Can parents of Australian citizens get longer visas?",
        a:
          `Yes. Parents of Australian citizens and permanent residents can be granted multiple-entry visitor visas valid ` +
          `${parentValidity}. Each visit can last up to ${parentStay}, with no more than ${parentStay} in Australia in any ` +
          `${parentWindow}.`,
        source: { label: "Home Affairs: longer Visitor visas for parents", href: officialPages.parentsLongerVisas },
        facts: ["parentMultiEntryValidity", "parentStayMonthsPerVisit", "parentStayWindowMonths"],
      },
    ],
  },
];

/** The twelve questions of the home page accordion: the ones visitors ask most. */
export const homeFaq: FaqQuestion[] = [
  {
    id: "is-it-free",
    q: "Is the eligibility check really free?",
    a:
      "Yes. The check is free, needs no account and you can run it as often as you like. The result page also offers two " +
      "optional paid extras, an application template with a document checklist and a consultation with a registered " +
      "migration agent; you never need them to use the check.",
  },
  {
    id: "answers-stored",
    q: "Do you store my answers?",
    a:
      "No. The questions run in your browser and your answers are not saved on our server. Close the page and they are gone. " +
      "There are two exceptions, both your choice: if you buy the application guide and leave 'print my answers in the guide' ticked, " +
      "your answers are kept with your order so the guide can be drawn for you; and if you ask for a reminder to apply, we keep your " +
      "e-mail address, the two dates, the visa and the page's language until the last reminder is sent or you use the delete link in any reminder.",
  },
  {
    id: "government",
    q: "Is this a government website?",
    a:
      "No. This site is independent. It is not a government agency and is not affiliated with the Department of Home " +
      "Affairs, which is the only body that can grant a visa.",
  },
  {
    id: "result-meaning",
    q: "Is the result a visa decision?",
    a:
      "No. The result is a preliminary indication based on the published requirements. It is not formal immigration " +
      "advice, and the department decides every application. For advice on your situation, consider a registered " +
      "migration agent.",
  },
  { id: "which-visa", ...whichVisa },
  {
    id: "cost",
    q: "How much does an Australian visitor visa cost?",
    a:
      `A Visitor visa (subclass 600) costs ${fee600} when you apply outside Australia (${fee600Inside} inside Australia). ` +
      `An ETA has no visa charge but a ${etaCharge} service charge in the AustralianETA app, and an eVisitor is free. ` +
      `Visa charges change every 1 July.`,
    facts: ["visitor600ChargeOutside", "visitor600ChargeInside", "etaServiceCharge", "eVisitorCharge"],
  },
  {
    id: "processing",
    q: "How long does processing take?",
    a:
      `Home Affairs publishes current processing times for each visa on its global visa processing times page and ` +
      `updates them every month: check them before you book your travel. ETA decisions are ${figures.etaDecision}.`,
    facts: ["processingTimesUpdated", "etaDecision"],
  },
  {
    id: "stay",
    q: "How long can I stay?",
    a:
      `A Visitor visa (subclass 600) allows stays of ${stays600}. An eVisitor or ETA allows up to ${shortStay} per visit ` +
      `during its ${validity} validity; for a longer visit, apply for a Visitor visa (subclass 600).`,
    facts: ["visitor600StayMonths", "eVisitorStayMonthsPerEntry", "eVisitorValidityMonths"],
  },
  {
    id: "family-sponsor",
    q: "Can my family in Australia sponsor my visit?",
    a:
      `Yes, through the sponsored family stream of the Visitor visa. The sponsor must be an Australian citizen or ` +
      `permanent resident aged ${sponsorAge} or over, usually settled for about ${sponsorSettled}, and your relative: ` +
      `${relatives}. A security bond may be requested.`,
    facts: ["sponsorMinimumAge", "sponsorSettledYears"],
  },
  {
    id: "work",
    q: "Can I work while visiting?",
    a:
      "No. Visitor visas, including the eVisitor and ETA, allow business enquiries, contract negotiations and unpaid " +
      "conference attendance, but not work for an Australian organisation or selling to the public.",
  },
  {
    id: "conviction",
    q: "What if I have a criminal conviction?",
    a:
      "Declare it. You must meet the character requirements, and anyone with a conviction should apply for a Visitor visa " +
      "(subclass 600) rather than an ETA or eVisitor. New Zealand passport holders with a conviction should check with " +
      "Home Affairs before they travel, because the Special Category visa is granted at the border only to people who " +
      "meet the character requirements.",
  },
  {
    id: "advice",
    q: "Where can I get advice on my own situation?",
    a:
      "From a registered migration agent or an Australian legal practitioner. Registered agents are listed by the Office " +
      "of the Migration Agents Registration Authority. You can also book a consultation from the result page of the check.",
  },
];

/** Every FAQ question and answer, for checks that no figure is typed in by hand. */
export function allFaqText(): string[] {
  return [...faqTopics.flatMap((topic) => topic.questions), ...homeFaq].flatMap((item) => [item.q, item.a]);
}
