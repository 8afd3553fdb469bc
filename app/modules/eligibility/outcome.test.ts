import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { englishTranslate } from "~/modules/i18n/english";
import { localizeOutcome, type WordedOutcome } from "~/modules/i18n/result-messages";
import { decideOutcome, headlines, outcomeRoutes, paidGuideOf, templateVisaOf, type OutcomeRoute, type VerdictLevel } from "./outcome";
import { AUSTRALIAN_CITIZEN, passportOptions } from "./passports";
import { findSubQuestion, stepsFor, streams, type Answers, type Stream, type SubQuestionId } from "./questions";

/** Every requirement met, a stay of up to 3 months. */
function passing(passport: string, stream: Stream, extra: Answers = {}): Answers {
  const country = passport === AUSTRALIAN_CITIZEN ? "AU" : passport.startsWith("GB") ? "GB" : passport;
  const common: Answers = { country, passport, stream, stay: "short", funds: "yes", character: "yes", previousVisa: "no" };
  const streamAnswers: Record<Stream, Answers> = {
    tourist: {},
    sponsored: { sponsorCitizen: "yes", sponsorAge: "yes", sponsorSettled: "yes", sponsorRelationship: "yes" },
    business: { genuineBusinessVisit: "yes", relevantBackground: "yes", workForPay: "no" },
  };
  return { ...common, ...streamAnswers[stream], ...extra };
}

/** The outcome as an English reader gets it: the rules' codes worded by the English catalog. */
const decide = (answers: Answers): WordedOutcome => localizeOutcome(decideOutcome(answers), "en", englishTranslate);
const headline = (level: VerdictLevel) => englishTranslate(headlines[level].id);

const visaOf = (outcome: WordedOutcome) => outcome.visa?.id ?? "none";
const alternativesOf = (outcome: WordedOutcome) => outcome.alternatives.map((item) => item.visa.id);

/** One test group per branch of the rules (GOV.UK smart-answers style): each node, reached and described. */
const nodes: Partial<Record<OutcomeRoute, () => void>> = {
  "australian-citizen": () => {
    it("needs no visa, whatever the other answers, and sells no template", () => {
      const outcome = decide(passing(AUSTRALIAN_CITIZEN, "business", { character: "no", funds: "no", workForPay: "yes" }));
      expect(outcome).toMatchObject({ route: "australian-citizen", level: "likely", headline: "No Visa Needed", visa: null, findings: [] });
      expect(outcome.summary).toContain("Australian passport");
      expect(templateVisaOf(outcome)).toBeNull();
    });
  },
  "new-zealand": () => {
    it("is the Special Category visa (subclass 444) on arrival in every stream, with what to carry", () => {
      for (const stream of streams) {
        const outcome = decide(passing("NZ", stream));
        expect(outcome).toMatchObject({ route: "new-zealand", level: "likely", headline: "No Visitor Visa Needed", alternatives: [] });
        expect(visaOf(outcome)).toBe("special-category-444");
        expect(outcome.visa?.nextStep).toContain("New Zealand passport that is valid");
        expect(templateVisaOf(outcome)).toBeNull();
      }
    });

    it("does not hold money, a sponsor, business evidence or paid work against a New Zealander", () => {
      const outcome = decide(
        passing("NZ", "business", { funds: "no", genuineBusinessVisit: "no", relevantBackground: "no", workForPay: "yes", stay: "long" }),
      );
      expect(outcome).toMatchObject({ route: "new-zealand", level: "likely", findings: [] });
      expect(decide(passing("NZ", "sponsored", { sponsorCitizen: "no" }))).toMatchObject({ level: "likely" });
    });
  },
  "new-zealand-check": () => {
    it("tells a New Zealander with a conviction to check before travelling, naming the 12-month sentence and the 600 as a fallback", () => {
      const outcome = decide(passing("NZ", "tourist", { character: "no" }));
      expect(outcome).toMatchObject({ route: "new-zealand-check", level: "caution", headline: headline("caution") });
      expect(visaOf(outcome)).toBe("special-category-444");
      expect(alternativesOf(outcome)).toEqual(["visitor-600-tourist"]);
      const [finding] = outcome.findings;
      expect(finding).toMatchObject({ id: "character", level: "caution" });
      expect(finding?.nextStep).toContain(`${facts.behaviourConcernSentenceMonths.value} months or more`);
      expect(finding?.nextStep).toContain("does not always stop the Special Category visa");
      expect(finding?.link.href).toContain("travelling-with-a-criminal-conviction");
    });

    it("does the same after a refused or cancelled visa, with the fallback in the chosen stream", () => {
      const outcome = decide(passing("NZ", "business", { previousVisa: "yes" }));
      expect(outcome).toMatchObject({ route: "new-zealand-check", level: "caution" });
      expect(alternativesOf(outcome)).toEqual(["visitor-600-business"]);
    });
  },
  evisitor: () => {
    it("recommends the free eVisitor, with the ETA beside it where the passport has both", () => {
      expect(alternativesOf(decide(passing("DE", "tourist")))).toEqual(["eta-601"]);
      const poland = decide(passing("PL", "tourist"));
      expect(poland).toMatchObject({ route: "evisitor", level: "likely", headline: "You MAY Be Eligible!" });
      expect(alternativesOf(poland)).toEqual([]);
      expect(templateVisaOf(poland)).toBe("evisitor-651");
    });

    it("keeps the eVisitor as the main answer for business, the 600 Business Visitor stream as the alternative", () => {
      const outcome = decide(passing("FR", "business"));
      expect(outcome.route).toBe("evisitor");
      expect(alternativesOf(outcome)).toEqual(["eta-601", "visitor-600-business"]);
      expect(outcome.notes.map((note) => note.text).join(" ")).toContain("Business visitor activities");
    });

    it("answers for the passport, not the residence: a German passport living in India", () => {
      const outcome = decide(passing("DE", "tourist", { country: "IN" }));
      expect(visaOf(outcome)).toBe("evisitor-651");
      expect(outcome.notes[0]?.text).toContain("This answer is for a passport of Germany");
    });

    it("distinguishes British passports: British Citizen has both", () => {
      expect(alternativesOf(decide(passing("GB", "tourist")))).toEqual(["eta-601"]);
    });
  },
  eta: () => {
    it("recommends the ETA for ETA-only passports, including BN(O), Hong Kong and Taiwan (with its ordinary-passport note)", () => {
      for (const passport of ["US", "JP", "GB-BNO", "HK", "TW"]) {
        expect(decide(passing(passport, "tourist")), passport).toMatchObject({ route: "eta", level: "likely" });
      }
      expect(decide(passing("TW", "tourist")).notes.map((note) => note.text).join(" ")).toContain("ordinary Taiwan passports");
      expect(alternativesOf(decide(passing("US", "business")))).toEqual(["visitor-600-business"]);
    });
  },
  "visitor-600-passport": () => {
    it("recommends the 600 in the purpose's stream for passports without an ETA or eVisitor, including other British passports", () => {
      expect(visaOf(decide(passing("IN", "tourist")))).toBe("visitor-600-tourist");
      expect(visaOf(decide(passing("GB-OTHER", "tourist")))).toBe("visitor-600-tourist");
      const business = decide(passing("CN", "business"));
      expect(business).toMatchObject({ route: "visitor-600-passport", level: "likely" });
      expect(visaOf(business)).toBe("visitor-600-business");
      expect(templateVisaOf(business)).toBe("visitor-600-business");
      expect(decide(passing("PH", "tourist", { stay: "long" })).route).toBe("visitor-600-passport");
    });
  },
  "visitor-600-longer-stay": () => {
    it("sends an eVisitor or ETA passport staying longer than 3 months to the 600, with the short visa for shorter visits", () => {
      const outcome = decide(passing("DE", "tourist", { stay: "long" }));
      expect(outcome).toMatchObject({ route: "visitor-600-longer-stay", level: "likely" });
      expect(visaOf(outcome)).toBe("visitor-600-tourist");
      expect(alternativesOf(outcome)).toEqual(["evisitor-651"]);
      expect(outcome.why).toContain(`${facts.eVisitorStayMonthsPerEntry.value} months`);
    });
  },
  "visitor-600-declare": () => {
    it("makes the 600 of the purpose's stream the only answer after a conviction, in amber, for every stream", () => {
      for (const stream of streams) {
        const outcome = decide(passing("US", stream, { character: "no" }));
        expect(outcome, stream).toMatchObject({ route: "visitor-600-declare", level: "caution", alternatives: [] });
        expect(visaOf(outcome)).toBe(`visitor-600-${stream}`);
        expect(outcome.why).toBe("With a criminal conviction, apply for a Visitor visa (subclass 600) and declare it, not an ETA or eVisitor.");
      }
      expect(decide(passing("FR", "business", { character: "no" })).notes.map((note) => note.text).join(" ")).not.toContain("may be simpler");
    });
  },
  "visitor-600-sponsored": () => {
    it("recommends the Sponsored Family stream, naming the no-sponsor alternative", () => {
      const india = decide(passing("IN", "sponsored"));
      expect(india).toMatchObject({ route: "visitor-600-sponsored", level: "likely" });
      expect(alternativesOf(india)).toEqual(["visitor-600-tourist"]);
      expect(alternativesOf(decide(passing("CA", "sponsored")))).toEqual(["eta-601"]);
      expect(alternativesOf(decide(passing("CA", "sponsored", { stay: "long" })))).toEqual(["visitor-600-tourist"]);
      // The parents' longer visas are a Tourist stream arrangement: not on a sponsored result.
      expect(india.notes.map((note) => note.text).join(" ")).not.toContain("Parent visa (subclass 103)");
    });
  },
  "business-stay-too-long": () => {
    it("finds no visitor visa for a business visit longer than 3 months (red)", () => {
      const outcome = decide(passing("US", "business", { stay: "long" }));
      expect(outcome).toMatchObject({ route: "business-stay-too-long", level: "unlikely" });
      expect(outcome.findings.map((finding) => finding.id)).toEqual(["stay"]);
    });
  },
};

Object.assign(nodes, {
  "work-visa": () => {
    it("names the subclass 400 work visa for paid work on a business visit, with its official page and no visitor-visa template", () => {
      for (const passport of ["IN", "US", "DE", "JP"]) {
        const outcome = decide(passing(passport, "business", { workForPay: "yes" }));
        expect(outcome, passport).toMatchObject({ route: "work-visa", level: "unlikely", alternatives: [] });
        expect(outcome.visa).toMatchObject({
          id: "short-stay-specialist-400",
          subclass: "400",
          name: "Temporary Work (Short Stay Specialist) visa (subclass 400)",
          officialUrl: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-work-400",
        });
        expect(templateVisaOf(outcome)).toBeNull();
        expect(outcome.findings.map((finding) => finding.id)).toEqual(["workForPay"]);
        expect(outcome.findings[0]?.nextStep).toContain("Temporary Work (Short Stay Specialist) visa (subclass 400)");
        expect(outcome.findings[0]?.link.href).toBe(outcome.visa?.officialUrl);
      }
    });
  },
  "stay-over-12-months": () => {
    it("finds no visitor visa for a stay longer than 12 months in any stream, says what fits and links the Visa Finder", () => {
      for (const stream of streams) {
        const outcome = decide(passing("IN", stream, { stay: "over12" }));
        expect(outcome, stream).toMatchObject({ route: "stay-over-12-months", level: "unlikely", visa: null, alternatives: [] });
        expect(templateVisaOf(outcome)).toBeNull();
        const [finding] = outcome.findings;
        expect(finding).toMatchObject({ id: "stay", level: "unlikely" });
        expect(finding?.nextStep).toContain("work, study or living with family");
        expect(finding?.link).toEqual({ label: "Home Affairs: Visa Finder", href: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-finder" });
        expect(outcome.why).toContain("up to 12 months per visit");
      }
      // An ETA passport too: no ETA, eVisitor or 600 is offered for 18 months.
      expect(decide(passing("US", "tourist", { stay: "over12" })).alternatives).toEqual([]);
    });
  },
} satisfies Partial<Record<OutcomeRoute, () => void>>);

describe("corrected answers (issue audit, docs/decisions/038)", () => {
  it("keeps the ETA or eVisitor after a past refusal (no official page says a refusal alone rules them out), asking to declare it", () => {
    const eta = decide(passing("US", "tourist", { previousVisa: "yes" }));
    expect(eta).toMatchObject({ route: "eta", level: "caution" });
    expect(visaOf(eta)).toBe("eta-601");
    expect(visaOf(decide(passing("DE", "tourist", { previousVisa: "yes" })))).toBe("evisitor-651");
    expect(eta.findings[0]?.nextStep).toContain("Declare the refusal or cancellation");
    expect(eta.findings[0]?.nextStep).not.toContain("subclass 600");
  });

  it("heads the refusal finding with what was found, not with the requirement it fails", () => {
    const [finding] = decide(passing("IN", "tourist", { previousVisa: "yes" })).findings;
    expect(finding?.label).toBe("Visa refused or cancelled before");
    expect(finding?.problem).toBe("You have had an Australian visa refused or cancelled.");
  });

  it("gives a New Zealander living in Australia no visitor-visa residence note", () => {
    for (const stream of streams) {
      const notes = decide(passing("NZ", stream, { country: "AU" })).notes.map((note) => note.text).join(" ");
      expect(notes, stream).not.toContain("You told us you live in Australia");
      expect(notes).not.toContain("Resident Return");
    }
    expect(decide(passing("IN", "tourist", { country: "AU" })).notes[0]?.text).toContain("You told us you live in Australia");
  });

  it("puts the parents' longer-visa note on tourist results, with its exclusions and the Home Affairs page", () => {
    const note = decide(passing("IN", "tourist")).notes.find((item) => item.text.includes("Parent visa (subclass 103)"));
    expect(note?.text).toContain("up to 5 years for parents in the queue for a Parent visa (subclass 103)");
    expect(note?.text).toContain("no more than 12 months in any 18 months");
    expect(note?.text).toContain("granted in the Tourist stream, and not to parents who are already in Australia or who have spent 12 months of the last 18 months there");
    expect(note?.link).toEqual({ label: "Home Affairs: longer Visitor visas for parents", href: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600/tourist-stream-overseas" });
    for (const stream of ["sponsored", "business"] as const) {
      expect(decide(passing("IN", stream)).notes.some((item) => item.text.includes("Parent visa")), stream).toBe(false);
    }
  });

  it("splits stays into three bands: up to 3 months (ETA or eVisitor), up to 12 (a 600), longer (no visitor visa)", () => {
    expect(decide(passing("DE", "tourist", { stay: "short" })).route).toBe("evisitor");
    expect(decide(passing("DE", "tourist", { stay: "long" })).route).toBe("visitor-600-longer-stay");
    expect(decide(passing("DE", "tourist", { stay: "over12" })).route).toBe("stay-over-12-months");
  });

  it("gives the ETA's validity as 12 months or until the passport expires", () => {
    const valid = decide(passing("US", "tourist")).visa?.figures.find((figure) => figure.kind === "valid");
    expect(valid?.text).toBe("12 months or until your passport expires, whichever comes first, for as many visits as you like");
  });

  it("quotes no processing days without a named source: it points to Home Affairs' monthly processing times", () => {
    const processing = decide(passing("IN", "tourist")).visa?.figures.find((figure) => figure.kind === "processing");
    expect(processing?.text).toBe("Home Affairs publishes current processing times every month: check them before you book your travel");
    expect(processing?.text).not.toMatch(/\d+.\d+ days/);
    expect(facts[processing?.facts[0] ?? "processingTimesUpdated"].source.url).toBe(
      "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
    );
  });
});

/** 'Something else': the pointer for a purpose, no other question asked. */
const other = (passport: string, otherPurpose: string): Answers => ({ country: passport, passport, stream: "other", otherPurpose });

/** What every pointer shares: the visa named, its official page, amber, and nothing sold. */
function expectPointer(outcome: WordedOutcome, route: OutcomeRoute, visa: string, officialPage: string) {
  expect(outcome).toMatchObject({ route, level: "caution", headline: "This trip needs another kind of visa", findings: [] });
  expect(visaOf(outcome)).toBe(visa);
  expect(outcome.visa?.officialUrl).toBe(officialPage);
  expect(templateVisaOf(outcome)).toBeNull();
  expect(paidGuideOf(outcome)).toBeNull();
}

Object.assign(nodes, {
  "pointer-transit": () => {
    it("names the Transit visa (771) and transit without a visa, and sends the traveller to the official list for their passport", () => {
      const outcome = decide(other("IN", "transit"));
      expectPointer(outcome, "pointer-transit", "transit-771", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/transit-771");
      expect(outcome.visa?.name).toBe("Transit visa (subclass 771)");
      expect(outcome.why).toContain("for up to 8 hours, staying in the airport's international transit area");
      expect(outcome.why).toContain("Transit visa (subclass 771), for up to 72 hours");
      expect(alternativesOf(outcome)).toEqual([]);
      expect(outcome.notes).toEqual([
        {
          text: "Whether a passport of India may transit without a visa is on Home Affairs' list: check it before you book.",
          link: { label: "Home Affairs: Transit visa (subclass 771)", href: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/transit-771" },
        },
      ]);
    });

    it("adds the eVisitor or ETA a passport may get, on which its holders may transit", () => {
      expect(alternativesOf(decide(other("DE", "transit")))).toEqual(["evisitor-651"]);
      const american = decide(other("US", "transit"));
      expect(alternativesOf(american)).toEqual(["eta-601"]);
      expect(american.alternatives[0]?.when).toContain("may transit on it without a Transit visa");
    });
  },
  "pointer-working-holiday": () => {
    it("names both working holiday visas with the usual ages, and leaves the passport lists to the official pages", () => {
      const outcome = decide(other("JP", "working-holiday"));
      expectPointer(outcome, "pointer-working-holiday", "working-holiday-417", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/work-holiday-417");
      expect(alternativesOf(outcome)).toEqual(["work-and-holiday-462"]);
      expect(outcome.alternatives[0]?.visa.officialUrl).toBe("https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/work-holiday-462");
      expect(outcome.why).toContain("usually aged 18 to 30 (18 to 35 for some passports)");
      expect(outcome.why).toContain("Check on the official pages which list has your passport");
    });
  },
  "pointer-paid-job": () => {
    it("reuses the Temporary Work (Short Stay Specialist) visa (400) for a short paid job", () => {
      const outcome = decide(other("IN", "paid-job"));
      expectPointer(outcome, "pointer-paid-job", "short-stay-specialist-400", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-work-400");
      expect(outcome.why).toContain("Visa Finder");
    });
  },
  "pointer-study": () => {
    it("names the Student visa (500) for study longer than 3 months, and says shorter courses may be done on a visitor visa", () => {
      const outcome = decide(other("CN", "study"));
      expectPointer(outcome, "pointer-study", "student-500", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500");
      expect(outcome.why).toBe("Study or training of more than 3 months needs a Student visa (subclass 500).");
      expect(outcome.notes.map((note) => note.text)).toEqual([
        "A course of up to 3 months may be done on a visitor visa instead (an eVisitor, an ETA or a Visitor visa).",
      ]);
    });
  },
  "pointer-medical": () => {
    it("names the Medical Treatment visa (602)", () => {
      const outcome = decide(other("PG", "medical"));
      expectPointer(outcome, "pointer-medical", "medical-treatment-602", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/medical-treatment-602");
      expect(outcome.visa?.name).toBe("Medical Treatment visa (subclass 602)");
    });
  },
  "pointer-visa-finder": () => {
    it("without a purpose (an edited link), names no visa and lists the missing answer", () => {
      const outcome = decide({ country: "IN", passport: "IN", stream: "other" });
      expect(outcome).toMatchObject({ route: "pointer-visa-finder", level: "unlikely", visa: null });
      expect(outcome.findings.map((item) => item.id)).toEqual(["otherPurpose"]);
    });
  },
} satisfies Partial<Record<OutcomeRoute, () => void>>);

describe("pointers beside the three visitor streams", () => {
  it("keep an Australian citizen and a New Zealander on their own answers", () => {
    expect(decide(other(AUSTRALIAN_CITIZEN, "study")).route).toBe("australian-citizen");
    const newZealander = decide(other("NZ", "working-holiday"));
    expect(newZealander).toMatchObject({ route: "new-zealand", level: "likely" });
    expect(newZealander.notes.map((note) => note.text)).toContain("You need no other visa for this trip: the Special Category visa is granted when you arrive.");
  });

  it("ignore visitor-visa answers left in the link from an earlier choice", () => {
    const outcome = decide({ ...other("IN", "study"), stay: "over12", funds: "no", character: "no" });
    expect(outcome).toMatchObject({ route: "pointer-study", level: "caution", findings: [] });
  });
});

describe("every outcome node", () => {
  it("has a test group", () => expect(Object.keys(nodes).sort()).toEqual([...outcomeRoutes].sort()));
  for (const route of outcomeRoutes) describe(route, nodes[route] ?? (() => it.todo(route)));
});

describe("verdict levels (docs/decisions/009)", () => {
  const failingValue = (id: SubQuestionId) => findSubQuestion(id).options.find((option) => option.value !== findSubQuestion(id).requiredValue)?.value;
  const expectedLevel: Partial<Record<SubQuestionId, "caution" | "unlikely">> = {
    funds: "unlikely",
    character: "caution",
    previousVisa: "caution",
    sponsorCitizen: "unlikely",
    sponsorAge: "unlikely",
    sponsorSettled: "caution",
    sponsorRelationship: "unlikely",
    genuineBusinessVisit: "unlikely",
    relevantBackground: "caution",
    workForPay: "unlikely",
  };

  for (const stream of streams) {
    const ruled = stepsFor({ stream }).flatMap((step) => (step.type === "multi-radio" ? step.subQuestions.filter((q) => q.requiredValue !== undefined) : []));
    for (const question of ruled) {
      it(`${stream}: a failing ${question.id} gives ${expectedLevel[question.id]}, explained with an official link`, () => {
        const outcome = decide(passing("IN", stream, { [question.id]: failingValue(question.id) }));
        expect(outcome.level).toBe(expectedLevel[question.id]);
        expect(outcome.headline).toBe(headline(outcome.level));
        expect(outcome.findings).toHaveLength(1);
        // A finding's heading names what was found: the question's short name would read backwards for these two.
        const heading = { previousVisa: "Visa refused or cancelled before", workForPay: "Work for pay in Australia" }[question.id as string];
        expect(outcome.findings[0]).toMatchObject({ id: question.id, label: heading ?? question.shortLabel, unanswered: false });
        expect(outcome.findings[0]?.link.href).toMatch(/^https:\/\//);
      });
    }
  }

  it("keeps the first green and red wording", () => {
    expect(headline("likely")).toBe("You MAY Be Eligible!");
    expect(headline("unlikely")).toBe("You May Not Meet The Requirements");
  });

  it("takes the worst level and lists findings in the order asked", () => {
    const outcome = decide(passing("IN", "sponsored", { sponsorSettled: "no", funds: "no", character: "no" }));
    expect(outcome.level).toBe("unlikely");
    expect(outcome.findings.map((finding) => [finding.id, finding.level])).toEqual([
      ["sponsorSettled", "caution"],
      ["funds", "unlikely"],
      ["character", "caution"],
    ]);
  });

  it("names every relative of reg 1.03 when the sponsor is not one", () => {
    const outcome = decide(passing("IN", "sponsored", { sponsorRelationship: "no" }));
    const text = outcome.findings[0]?.nextStep ?? "";
    for (const relative of ["spouse or de facto partner", "parent", "child", "brother or sister", "grandparent", "grandchild", "aunt", "uncle", "niece or nephew", "step-relative"]) {
      expect(text).toContain(relative);
    }
  });

  it("lists unanswered questions as unmet (only an edited link can cause them)", () => {
    const outcome = decide({ country: "IN", passport: "IN", stream: "tourist" });
    expect(outcome.level).toBe("unlikely");
    expect(outcome.findings.filter((finding) => finding.unanswered).map((finding) => finding.id)).toEqual(["stay", "funds", "character", "previousVisa"]);
    expect(decide({}).findings.map((finding) => finding.id)).toContain("passport");
  });

  it("tells a resident of Australia that visitor visas are for visits from abroad", () => {
    const outcome = decide(passing("IN", "tourist", { country: "AU" }));
    expect(outcome.notes[0]?.text).toContain("You told us you live in Australia");
    expect(outcome.notes[0]?.text).toContain(`AUD ${facts.visitor600ChargeInside.value}`);
  });
});

describe("outcomes (properties)", () => {
  const passports = passportOptions.map((option) => option.code);
  const yesNo = fc.constantFrom("yes", "no");
  const anyTraveller = fc.record({
    passport: fc.constantFrom(AUSTRALIAN_CITIZEN, ...passports),
    stream: fc.constantFrom(...streams),
    stay: fc.constantFrom("short", "long", "over12"),
    funds: yesNo,
    character: yesNo,
    previousVisa: yesNo,
    sponsorCitizen: yesNo,
    sponsorAge: yesNo,
    sponsorSettled: yesNo,
    sponsorRelationship: yesNo,
    genuineBusinessVisit: yesNo,
    relevantBackground: yesNo,
    workForPay: yesNo,
  });

  it("is green exactly when no answer lowers it, and its headline follows its level", () => {
    fc.assert(
      fc.property(anyTraveller, (traveller) => {
        const outcome = decide({ country: "DE", ...traveller });
        expect(outcome.level === "likely").toBe(outcome.findings.length === 0);
        if (!["australian-citizen", "new-zealand"].includes(outcome.route)) expect(outcome.headline).toBe(headline(outcome.level));
      }),
      { numRuns: 2000 },
    );
  });

  it("never offers an ETA or eVisitor after a conviction, and never a visa to an Australian citizen", () => {
    fc.assert(
      fc.property(anyTraveller, (traveller) => {
        const outcome = decide({ country: "DE", ...traveller });
        const named = [outcome.visa?.id, ...outcome.alternatives.map((item) => item.visa.id)];
        if (traveller.character === "no") {
          expect(named).not.toContain("eta-601");
          expect(named).not.toContain("evisitor-651");
        }
        if (traveller.passport === AUSTRALIAN_CITIZEN) expect(outcome.visa).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("sells a paid guide only for a Visitor visa (600) stream: never for the ETA or the free eVisitor", () => {
    expect(paidGuideOf(decideOutcome(passing("PL", "tourist")))).toBeNull();
    expect(templateVisaOf(decideOutcome(passing("PL", "tourist")))).toBe("evisitor-651");
    fc.assert(
      fc.property(anyTraveller, (traveller) => {
        const outcome = decideOutcome({ country: "DE", ...traveller });
        const guide = paidGuideOf(outcome);
        if (outcome.visa?.id.startsWith("visitor-600-")) expect(guide).toBe(outcome.visa.id);
        else expect(guide).toBeNull();
      }),
    );
  });

  it("keeps the checklist of the recommended visa, and none where no visa is applied for", () => {
    fc.assert(
      fc.property(anyTraveller, (traveller) => {
        const outcome = decide({ country: "DE", ...traveller });
        const template = templateVisaOf(outcome);
        if (!outcome.visa || outcome.visa.id === "special-category-444" || outcome.visa.id === "short-stay-specialist-400") expect(template).toBeNull();
        else expect(template).toBe(outcome.visa.id);
      }),
    );
  });
});
