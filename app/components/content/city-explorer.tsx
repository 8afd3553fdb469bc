import { MapPinIcon } from "lucide-react";
import { useId } from "react";
import { PageBehaviour } from "~/components/ui/page-behaviour";
import type { City } from "~/content/cities";
import { AustraliaMap, CityChips, cityChipClassName, markerClassName } from "./australia-map";
import { cityExplorer } from "./city-explorer-behaviour";

interface CityExplorerProps {
  cities: City[];
  /** The map's accessible name, and the words above the phone-width list of cities. */
  label: string;
  chipsLabel: string;
  /** Shown in the panel while no city is hovered, focused or chosen. */
  prompt: string;
}

/**
 * Why Visit Australia's map: hovering or focusing a city describes it beside the map; pressing it keeps
 * that city chosen. A link such as ?city=sydney (from the home page map) opens with that city chosen.
 * The page is the same for everyone, so the choice is made in the browser (cityExplorer).
 */
export function CityExplorer({ cities, label, chipsLabel, prompt }: CityExplorerProps) {
  const descriptionPrefix = useId();

  // The map's markers (from the sm breakpoint up) and the phone-width list are the same kind of control.
  const renderCityButton = (city: City, className: string, showName: boolean) => (
    <button
      type="button"
      aria-label={showName ? undefined : city.name}
      className={className}
      aria-pressed="false"
      aria-describedby={`${descriptionPrefix}-${city.id}`}
      data-city={showName ? undefined : city.id}
      data-city-chip={showName ? city.id : undefined}
    >
      {showName ? city.name : null}
    </button>
  );

  return (
    <div data-city-explorer className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-2xl border border-slate-200 bg-ocean-50 p-3 shadow-sm sm:p-6">
        <AustraliaMap
          label={label}
          cities={cities}
          renderMarker={(city) => renderCityButton(city, markerClassName, false)}
        />
        <CityChips label={chipsLabel}>
          {cities.map((city) => (
            <li key={city.id}>
              {renderCityButton(city, cityChipClassName, true)}
            </li>
          ))}
        </CityChips>
        {/* Descriptions for screen readers, announced with each marker. */}
        <div hidden>
          {cities.map((city) => (
            <p key={city.id} id={`${descriptionPrefix}-${city.id}`}>
              {city.description}
            </p>
          ))}
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-city-panel>
        <div data-city-prompt className="flex flex-col items-center gap-3 py-10 text-center text-slate-600">
          <MapPinIcon className="size-10 text-ocean-600" aria-hidden="true" />
          <p>{prompt}</p>
        </div>
        {cities.map((city) => (
          <template key={city.id} data-city-card={city.id}>
            <article>
              <img src={city.image} alt={city.alt} width={400} height={224} decoding="async" className="h-auto w-full rounded-xl" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">{city.name}</h3>
              <p className="mt-2 text-slate-700">{city.description}</p>
            </article>
          </template>
        ))}
      </div>
      <PageBehaviour run={cityExplorer} options={undefined} />
    </div>
  );
}
