import type { ReactNode } from "react";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { City } from "~/content/cities";
import { CityMapLinks } from "./city-map-links";
import { SectionHeading } from "./section-heading";

interface TourismSectionProps {
  cities: City[];
  /** Below the map: the facts and landmarks (HomeGlance), or the server's HTML of them (see ServerHtml). */
  glance: ReactNode;
}

/** The home page's tourism section: the city map, then the facts and landmarks. */
export function TourismSection({ cities, glance }: TourismSectionProps) {
  return (
    <section aria-labelledby="tourism-heading" className="bg-gradient-to-b from-white via-ocean-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="tourism-heading"
          title="Discover Australia"
          lead="Seven great cities, thousands of beaches and wildlife found nowhere else. Hover over or tab to a city to see its name."
        />
        <div className="mt-8 grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl border border-slate-200 bg-ocean-50 p-3 shadow-sm sm:p-6">
            <CityMapLinks cities={cities} label="Map of Australia's top cities" />
          </div>
          <div>
            <h3 className="text-xl font-bold text-slate-900">Top cities to visit</h3>
            <p className="mt-3 text-slate-700">
              Sydney's harbour, Melbourne's laneways, Brisbane's river, Perth's beaches, Adelaide's wine country, Canberra's national
              institutions and tropical Darwin: each city is a different Australia. Select a city to read more about it.
            </p>
            <Link
              to="/why-visit-australia"
              className="mt-6 inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-800"
            >
              Why visit Australia <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        {glance}
      </div>
    </section>
  );
}
