import english from "i18n-iso-countries/langs/en.json";

/** One entry of the country list: ISO 3166-1 alpha-2 code, the name shown, and other names it is known by. */
export interface Country {
  code: string;
  name: string;
  /** Every name the search matches (the shown name, official names and common short forms). */
  searchNames: readonly string[];
}

/**
 * Where the library's first (official) name reads oddly in a list people scan, the everyday name is shown.
 * The official names stay searchable.
 */
const everydayNames: Readonly<Record<string, string>> = {
  BN: "Brunei",
  CI: "Côte d'Ivoire",
  CN: "China",
  FM: "Micronesia",
  GM: "Gambia",
  IR: "Iran",
  LA: "Laos",
  MD: "Moldova",
  MK: "North Macedonia",
  PS: "Palestine",
  RU: "Russia",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands",
};

/** Names that take 'the' inside a sentence ('a passport of the United States'). */
const namesWithArticle = new Set([
  "BS", "CF", "CZ", "DO", "GB", "KY", "MH", "MV", "NL", "PH", "SB", "AE", "US", "VG", "VI", "FK", "CD", "CG",
  "GM", "TC", "CK", "FO", "MP", "CC", "AX", "KM",
]);

/**
 * Places nobody lives in permanently (Antarctica, Bouvet Island, Heard and McDonald Islands, the French
 * Southern Territories, South Georgia, the U.S. Minor Outlying Islands, the British Indian Ocean
 * Territory): no one can live there or hold their passport, so they are not offered.
 */
const uninhabited = new Set(["AQ", "BV", "HM", "TF", "GS", "UM", "IO"]);

/** The ten countries pinned as flag buttons, in the order the home page shows them. */
export const pinnedCountryCodes = ["CN", "US", "GB", "SG", "JP", "MY", "IN", "KR", "DE", "CA"] as const;

/**
 * English names in the order an English collator gives them, compared by their letters without accents.
 * An `Intl.Collator` would give the same order (a unit test holds them together) but costs the browser
 * about 20 ms to set up, four times that on a slow phone, while every page with the checker starts.
 */
function sortByEnglishName<T extends { name: string }>(items: T[]): T[] {
  const keyed = items.map((item) => ({ item, key: normaliseForSearch(item.name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ item }) => item);
}

function buildCountries(): Country[] {
  const entries = Object.entries(english.countries as Record<string, string | string[]>);
  const places = entries
    .filter(([code]) => !uninhabited.has(code))
    .map(([code, names]) => {
      const libraryNames = Array.isArray(names) ? names : [names];
      const name = everydayNames[code] ?? libraryNames[0] ?? code;
      return { code, name, searchNames: [...new Set([name, ...libraryNames])] };
    });
  return sortByEnglishName(places);
}

/** The places one can live in, from `i18n-iso-countries` (about 240), sorted by the shown name. */
export const countries: readonly Country[] = buildCountries();

const byCode = new Map(countries.map((country) => [country.code, country]));

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && byCode.has(value);
}

export function findCountry(code: string | undefined): Country | undefined {
  return code === undefined ? undefined : byCode.get(code);
}

/** The shown name of a country code (the code itself if unknown). */
export function countryName(code: string): string {
  return byCode.get(code)?.name ?? code;
}

/** The name as it reads inside a sentence: 'the United Kingdom', 'Japan'. */
export function countryNameInSentence(code: string): string {
  const name = countryName(code);
  return namesWithArticle.has(code) ? `the ${name}` : name;
}

/** Lower case without accents, so 'cote' finds 'Côte d'Ivoire' (and, in Vietnamese, 'duc' finds 'Đức'). */
export function normaliseForSearch(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/đ/g, "d").trim();
}

/**
 * Countries whose names contain the query, best matches first: names that start with the query,
 * then names with a word that starts with it, then any other match. An empty query lists every country.
 */
export function searchCountries(query: string, list: readonly Country[] = countries): Country[] {
  const needle = normaliseForSearch(query);
  if (needle === "") return [...list];
  const ranked: { country: Country; rank: number }[] = [];
  for (const country of list) {
    let best = Infinity;
    for (const candidate of country.searchNames) {
      const haystack = normaliseForSearch(candidate);
      const at = haystack.indexOf(needle);
      if (at === -1) continue;
      const rank = at === 0 ? 0 : /[\s(,.'-]/.test(haystack[at - 1] ?? "") ? 1 : 2;
      best = Math.min(best, rank);
    }
    if (best !== Infinity) ranked.push({ country, rank: best });
  }
  // Array.prototype.sort is stable, so equal ranks keep the alphabetical order.
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.country);
}
