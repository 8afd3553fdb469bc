import { countryName, countryNameInSentence } from "./countries";
import { AUSTRALIAN_CITIZEN, BRITISH_CITIZEN, BRITISH_NATIONAL_OVERSEAS, BRITISH_OTHER, passportsByCode } from "./passports";

// How a passport answer reads on a result. Kept apart from passports.ts, which the questionnaire
// loads on the home page, because only results need it.

/** The passport as it reads in a list or a heading. */
export function passportName(code: string): string {
  if (code === AUSTRALIAN_CITIZEN) return "Australian citizen";
  return passportsByCode.get(code)?.name ?? countryName(code);
}

/** The passport inside a sentence: 'a passport of Germany', 'a British Citizen passport'. */
export function passportInSentence(code: string): string {
  switch (code) {
    case AUSTRALIAN_CITIZEN:
      return "Australian citizenship";
    case BRITISH_CITIZEN:
      return "a British Citizen passport";
    case BRITISH_NATIONAL_OVERSEAS:
      return "a British National (Overseas) passport";
    case BRITISH_OTHER:
      return "a British passport other than British Citizen or British National (Overseas)";
    case "HK":
      return "a Hong Kong (SAR) passport";
    case "MO":
      return "a Macao (SAR) passport";
    default:
      return `a passport of ${countryNameInSentence(code)}`;
  }
}
