import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { decideOutcome, headlines, outcomeRoutes, paidGuideOf, templateVisaOf, type Outcome, type OutcomeRoute } from "./outcome";
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

const visaOf = (outcome: Outcome) => outcome.visa?.id ?? "none";
const alternativesOf = (outcome: Outcome) => outcome.alternatives.map((item) => item.visa.id);

/** One test group per branch of the rules (GOV.UK smart-answers style): each node, reached and described. */
const nodes: Record<OutcomeRoute, () => void> = {
  "australian-citizen": () => {
    it("needs no visa, whatever the other answers, and sells no template", () => {
      const outcome = decideOutcome(passing(AUSTRALIAN_CITIZEN, "business", { character: "no", funds: "no", workForPay: "yes" }));
      expect(outcome).toMatchObject({ route: "australian-citizen", level: "likely", headline: "No Visa Needed", visa: null, findings: [] });
      expect(outcome.summary).toContain("Australian passport");
      expect(templateVisaOf(outcome)).toBeNull();
    });
  },
  "new-zealand": () => {
    it("is the Special Category visa (subclass 444) on arrival in every stream, with what to carry", () => {
      for (const stream of streams) {
        const outcome = decideOutcome(passing("NZ", stream));
        expect(outcome).toMatchObject({ route: "new-zealand", level: "likely", headline: "No Visitor Visa Needed", alternatives: [] });
        expect(visaOf(outcome)).toBe("special-category-444");
        expect(outcome.visa?.nextStep).toContain("New Zealand passport that is valid");
        expect(templateVisaOf(outcome)).toBeNull();
      }
    });

    it("does not hold money, a sponsor, business evidence or paid work against a New Zealander", () => {
      const outcome = decideOutcome(
        passing("NZ", "business", { funds: "no", genuineBusinessVisit: "no", relevantBackground: "no", workForPay: "yes", stay: "long" }),
      );
      expect(outcome).toMatchObject({ route: "new-zealand", level: "likely", findings: [] });
      expect(decideOutcome(passing("NZ", "sponsored", { sponsorCitizen: "no" }))).toMatchObject({ level: "likely" });
    });
  },
  "new-zealand-check": () => {
    it("tells a New Zealander with a conviction to check before travelling, naming the 12-month sentence and the 600 as a fallback", () => {
      const outcome = decideOutcome(passing("NZ", "tourist", { character: "no" }));
      expect(outcome).toMatchObject({ route: "new-zealand-check", level: "caution", headline: headlines.caution });
      expect(visaOf(outcome)).toBe("special-category-444");
      expect(alternativesOf(outcome)).toEqual(["visitor-600-tourist"]);
      const [finding] = outcome.findings;
      expect(finding).toMatchObject({ id: "character", level: "caution" });
      expect(finding?.nextStep).toContain(`${facts.behaviourConcernSentenceMonths.value} months or more`);
      expect(finding?.nextStep).toContain("does not always stop the Special Category visa");
      expect(finding?.link.href).toContain("travelling-with-a-criminal-conviction");
    });

    it("does the same after a refused or cancelled visa, with the fallback in the chosen stream", () => {
      const outcome = decideOutcome(passing("NZ", "business", { previousVisa: "yes" }));
      expect(outcome).toMatchObject({ route: "new-zealand-check", level: "caution" });
      expect(alternativesOf(outcome)).toEqual(["visitor-600-business"]);
    });
  },
  evisitor: () => {
    it("recommends the free eVisitor, with the ETA beside it where the passport has both", () => {
      expect(alternativesOf(decideOutcome(passing("DE", "tourist")))).toEqual(["eta-601"]);
      const poland = decideOutcome(passing("PL", "tourist"));
      expect(poland).toMatchObject({ route: "evisitor", level: "likely", headline: "You MAY Be Eligible!" });
      expect(alternativesOf(poland)).toEqual([]);
      expect(templateVisaOf(poland)).toBe("evisitor-651");
    });

    it("keeps the eVisitor as the main answer for business, the 600 Business Visitor stream as the alternative", () => {
      const outcome = decideOutcome(passing("FR", "business"));
      expect(outcome.route).toBe("evisitor");
      expect(alternativesOf(outcome)).toEqual(["eta-601", "visitor-600-business"]);
      expect(outcome.notes.map((note) => note.text).join(" ")).toContain("Business visitor activities");
    });

    it("answers for the passport, not the residence: a German passport living in India", () => {
      const outcome = decideOutcome(passing("DE", "tourist", { country: "IN" }));
      expect(visaOf(outcome)).toBe("evisitor-651");
      expect(outcome.notes[0]?.text).toContain("This answer is for a passport of Germany");
    });

    it("distinguishes British passports: British Citizen has both", () => {
      expect(alternativesOf(decideOutcome(passing("GB", "tourist")))).toEqual(["eta-601"]);
    });
  },
  eta: () => {
    it("recommends the ETA for ETA-only passports, including BN(O), Hong Kong and Taiwan (with its ordinary-passport note)", () => {
      for (const passport of ["US", "JP", "GB-BNO", "HK", "TW"]) {
        expect(decideOutcome(passing(passport, "tourist")), passport).toMatchObject({ route: "eta", level: "likely" });
      }
      expect(decideOutcome(passing("TW", "tourist")).notes.map((note) => note.text).join(" ")).toContain("ordinary Taiwan passports");
      expect(alternativesOf(decideOutcome(passing("US", "business")))).toEqual(["visitor-600-business"]);
    });
  },
  "visitor-600-passport": () => {
    it("recommends the 600 in the purpose's stream for passports without an ETA or eVisitor, including other British passports", () => {
      expect(visaOf(decideOutcome(passing("IN", "tourist")))).toBe("visitor-600-tourist");
      expect(visaOf(decideOutcome(passing("GB-OTHER", "tourist")))).toBe("visitor-600-tourist");
      const business = decideOutcome(passing("CN", "business"));
      expect(business).toMatchObject({ route: "visitor-600-passport", level: "likely" });
      expect(visaOf(business)).toBe("visitor-600-business");
      expect(templateVisaOf(business)).toBe("visitor-600-business");
      expect(decideOutcome(passing("PH", "tourist", { stay: "long" })).route).toBe("visitor-600-passport");
    });
  },
  "visitor-600-longer-stay": () => {
    it("sends an eVisitor or ETA passport staying longer than 3 months to the 600, with the short visa for shorter visits", () => {
      const outcome = decideOutcome(passing("DE", "tourist", { stay: "long" }));
      expect(outcome).toMatchObject({ route: "visitor-600-longer-stay", level: "likely" });
      expect(visaOf(outcome)).toBe("visitor-600-tourist");
      expect(alternativesOf(outcome)).toEqual(["evisitor-651"]);
      expect(outcome.why).toContain(`${facts.eVisitorStayMonthsPerEntry.value} months`);
    });
  },
  "visitor-600-declare": () => {
    it("makes the 600 of the purpose's stream the only answer after a conviction or a refusal, in amber, for every stream", () => {
      for (const stream of streams) {
        for (const extra of [{ character: "no" }, { previousVisa: "yes" }] satisfies Answers[]) {
          const outcome = decideOutcome(passing("US", stream, extra));
          expect(outcome, `${stream} ${JSON.stringify(extra)}`).toMatchObject({ route: "visitor-600-declare", level: "caution", alternatives: [] });
          expect(visaOf(outcome)).toBe(`visitor-600-${stream}`);
        }
      }
      expect(decideOutcome(passing("FR", "business", { character: "no" })).notes.map((note) => note.text).join(" ")).not.toContain("may be simpler");
    });
  },
  "visitor-600-sponsored": () => {
    it("recommends the Sponsored Family stream, naming the no-sponsor alternative and the parents' longer visas with their condition", () => {
      const india = decideOutcome(passing("IN", "sponsored"));
      expect(india).toMatchObject({ route: "visitor-600-sponsored", level: "likely" });
      expect(alternativesOf(india)).toEqual(["visitor-600-tourist"]);
      expect(alternativesOf(decideOutcome(passing("CA", "sponsored")))).toEqual(["eta-601"]);
      expect(alternativesOf(decideOutcome(passing("CA", "sponsored", { stay: "long" })))).toEqual(["visitor-600-tourist"]);
      const parents = india.notes.map((note) => note.text).join(" ");
      expect(parents).toContain("up to 5 years for parents in the queue for a Parent visa (subclass 103)");
      expect(parents).toContain("no more than 12 months in any 18 months");
    });
  },
  "business-stay-too-long": () => {
    it("finds no visitor visa for a business visit longer than 3 months (red)", () => {
      const outcome = decideOutcome(passing("US", "business", { stay: "long" }));
      expect(outcome).toMatchObject({ route: "business-stay-too-long", level: "unlikely" });
      expect(outcome.findings.map((finding) => finding.id)).toEqual(["stay"]);
    });
  },
};

describe("every outcome node", () => {
  it("has a test group", () => expect(Object.keys(nodes).sort()).toEqual([...outcomeRoutes].sort()));
  for (const route of outcomeRoutes) describe(route, nodes[route]);
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
        const outcome = decideOutcome(passing("IN", stream, { [question.id]: failingValue(question.id) }));
        expect(outcome.level).toBe(expectedLevel[question.id]);
        expect(outcome.headline).toBe(headlines[outcome.level]);
        expect(outcome.findings).toHaveLength(1);
        expect(outcome.findings[0]).toMatchObject({ id: question.id, label: question.shortLabel, unanswered: false });
        expect(outcome.findings[0]?.link.href).toMatch(/^https:\/\//);
      });
    }
  }

  it("keeps the spec's green and red wording", () => {
    expect(headlines.likely).toBe("You MAY Be Eligible!");
    expect(headlines.unlikely).toBe("You May Not Meet The Requirements");
  });

  it("takes the worst level and lists findings in the order asked", () => {
    const outcome = decideOutcome(passing("IN", "sponsored", { sponsorSettled: "no", funds: "no", character: "no" }));
    expect(outcome.level).toBe("unlikely");
    expect(outcome.findings.map((finding) => [finding.id, finding.level])).toEqual([
      ["sponsorSettled", "caution"],
      ["funds", "unlikely"],
      ["character", "caution"],
    ]);
  });

  it("names every relative of reg 1.03 when the sponsor is not one", () => {
    const outcome = decideOutcome(passing("IN", "sponsored", { sponsorRelationship: "no" }));
    const text = outcome.findings[0]?.nextStep ?? "";
    for (const relative of ["spouse or de facto partner", "parent", "child", "brother or sister", "grandparent", "grandchild", "aunt", "uncle", "niece or nephew", "step-relative"]) {
      expect(text).toContain(relative);
    }
  });

  it("lists unanswered questions as unmet (only an edited link can cause them)", () => {
    const outcome = decideOutcome({ country: "IN", passport: "IN", stream: "tourist" });
    expect(outcome.level).toBe("unlikely");
    expect(outcome.findings.filter((finding) => finding.unanswered).map((finding) => finding.id)).toEqual(["stay", "funds", "character", "previousVisa"]);
    expect(decideOutcome({}).findings.map((finding) => finding.id)).toContain("passport");
  });

  it("tells a resident of Australia that visitor visas are for visits from abroad", () => {
    const outcome = decideOutcome(passing("IN", "tourist", { country: "AU" }));
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
    stay: fc.constantFrom("short", "long"),
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
        const outcome = decideOutcome({ country: "DE", ...traveller });
        expect(outcome.level === "likely").toBe(outcome.findings.length === 0);
        if (!["australian-citizen", "new-zealand"].includes(outcome.route)) expect(outcome.headline).toBe(headlines[outcome.level]);
      }),
      { numRuns: 2000 },
    );
  });

  it("never offers an ETA or eVisitor after a conviction, and never a visa to an Australian citizen", () => {
    fc.assert(
      fc.property(anyTraveller, (traveller) => {
        const outcome = decideOutcome({ country: "DE", ...traveller });
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
        const outcome = decideOutcome({ country: "DE", ...traveller });
        const template = templateVisaOf(outcome);
        if (!outcome.visa || outcome.visa.id === "special-category-444") expect(template).toBeNull();
        else expect(template).toBe(outcome.visa.id);
      }),
    );
  });
});
