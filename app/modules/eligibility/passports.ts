import { countries } from "./countries";

/**
 * The passport question. The visa follows the passport a person travels on, not where they live, so the
 * checker asks for both: the country of residence (the checker's list of places) and the passport, pre-filled from the
 * residence where that country issues its own passports.
 *
 * - Australia and its external territories are places of residence only. An Australian citizen needs no
 *   visa; that is one choice of the passport question ('AU'), not a passport in the list.
 * - Dependent territories are places of residence whose people usually hold the sovereign state's passport.
 *   The checker suggests it but does not fill it in: the traveller confirms.
 * - British passports differ where the answer differs: British Citizen (GB), British National (Overseas)
 *   (GB-BNO), and every other kind (GB-OTHER: British Overseas Territories Citizen, British Overseas
 *   Citizen, British Subject, British Protected Person).
 */

/** The passport question's answer for Australian citizens. */
export const AUSTRALIAN_CITIZEN = "AU";
export const NEW_ZEALAND = "NZ";
export const BRITISH_CITIZEN = "GB";
export const BRITISH_NATIONAL_OVERSEAS = "GB-BNO";
export const BRITISH_OTHER = "GB-OTHER";

/** Australia and its inhabited external territories (Norfolk Island, Christmas Island, Cocos (Keeling) Islands). */
export const australianPlaces: ReadonlySet<string> = new Set(["AU", "NF", "CX", "CC"]);

/**
 * Places of residence without passports of their own, and the passports their people usually hold
 * (written compactly: this table is part of the home page's script).
 */
const territoryGroups: readonly [places: string, passports: string][] = [
  ["AU NF CX CC", AUSTRALIAN_CITIZEN],
  // United States territories.
  ["AS GU MP PR VI", "US"],
  // French overseas departments, collectivities and New Caledonia.
  ["NC PF WF PM BL MF GF GP MQ RE YT", "FR"],
  // Crown Dependencies issue British Citizen passports.
  ["JE GG IM", BRITISH_CITIZEN],
  // British Overseas Territories: people may hold a British Citizen or an Overseas Territories Citizen passport.
  ["GI BM KY VG AI MS TC FK SH PN", `${BRITISH_CITIZEN} ${BRITISH_OTHER}`],
  // The Kingdom of the Netherlands, Denmark, Norway and Finland.
  ["AW CW SX BQ", "NL"],
  ["GL FO", "DK"],
  ["SJ", "NO"],
  ["AX", "FI"],
  // Cook Islanders, Niueans and Tokelauans are New Zealand citizens.
  ["CK NU TK", NEW_ZEALAND],
  // Western Sahara: no common passport to suggest.
  ["EH", ""],
];

const territoryPassports: ReadonlyMap<string, readonly string[]> = new Map(
  territoryGroups.flatMap(([places, passports]) => places.split(" ").map((place) => [place, passports ? passports.split(" ") : []] as const)),
);

export interface PassportOption {
  code: string;
  name: string;
}

const britishOptions: PassportOption[] = [
  { code: BRITISH_CITIZEN, name: "United Kingdom: British Citizen" },
  { code: BRITISH_NATIONAL_OVERSEAS, name: "United Kingdom: British National (Overseas)" },
  { code: BRITISH_OTHER, name: "United Kingdom: British Overseas Territories Citizen or other British passport" },
];

const passportNames: Readonly<Record<string, string>> = {
  HK: "Hong Kong (SAR passport)",
  MO: "Macao (SAR passport)",
};

/** Every passport the checker offers, sorted by name; the Australian-citizen choice is separate. */
export const passportOptions: readonly PassportOption[] = countries
  .filter((country) => !territoryPassports.has(country.code))
  .flatMap((country) =>
    country.code === "GB" ? britishOptions : [{ code: country.code, name: passportNames[country.code] ?? country.name }],
  );

/** Every listed passport by code. */
export const passportsByCode: ReadonlyMap<string, PassportOption> = new Map(passportOptions.map((option) => [option.code, option]));


/** The passport answers the checker accepts: every listed passport and the Australian-citizen choice. */
export function isPassportAnswer(value: unknown): value is string {
  return typeof value === "string" && (value === AUSTRALIAN_CITIZEN || passportsByCode.has(value));
}

/** The passport to pre-fill for a place of residence: the place's own, or none where the traveller must choose. */
export function defaultPassport(residence: string | undefined): string | undefined {
  if (residence === undefined || territoryPassports.has(residence)) return undefined;
  return passportsByCode.has(residence) ? residence : undefined;
}

/** The passports to suggest for a place of residence without one of its own (empty for other places). */
export function suggestedPassports(residence: string | undefined): readonly string[] {
  return (residence && territoryPassports.get(residence)) || [];
}
