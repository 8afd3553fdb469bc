/**
 * Part of the facts module: the values of the three facts the questionnaire's own questions quote.
 * facts.ts attaches their sources (sponsorMinimumAge, sponsorSettledYears, eVisitorStayMonthsPerEntry);
 * the values live apart so the home page, which shows the questionnaire, loads three numbers and not
 * the whole module.
 */
export const SPONSOR_MINIMUM_AGE = 18;
/** 'Settled' means lawfully resident for a reasonable period; the department usually means about 2 years. */
export const SPONSOR_SETTLED_YEARS = 2;
/** An eVisitor or ETA allows stays of up to this many months each visit; the checker asks about longer stays. */
export const SHORT_STAY_MONTHS = 3;
/** The longest stay a Visitor visa (subclass 600) grants per visit (facts.ts: visitor600StayMonths); no visitor visa fits a longer one. */
export const LONGEST_VISITOR_STAY_MONTHS = 12;
