import { MapPinIcon } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { City } from "~/content/cities";
import { AustraliaMap, CityChips, cityChipClassName, markerClassName } from "./australia-map";

const noSubscription = () => () => undefined;

/**
 * The city named by ?city= in the address. The page is prerendered without a query string, so the
 * server snapshot is null and the browser reads the address once hydrated.
 */
function useRequestedCity(): string | null {
  useLocation(); // re-read after client-side navigation
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("city"),
    () => null,
  );
}

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
 */
export function CityExplorer({ cities, label, chipsLabel, prompt }: CityExplorerProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // undefined until the visitor presses a city; until then the city named in the address is chosen.
  const [pressed, setPressed] = useState<string | null | undefined>(undefined);
  const requested = useRequestedCity();
  const descriptionPrefix = useId();

  const chosen = pressed === undefined ? (cities.some((city) => city.id === requested) ? requested : null) : pressed;
  const shownId = hovered ?? focused ?? chosen;
  const shown = cities.find((city) => city.id === shownId);

  // The map's markers (from the sm breakpoint up) and the phone-width list share these handlers.
  const renderCityButton = (city: City, className: string, showName: boolean) => (
    <button
      type="button"
      aria-label={showName ? undefined : city.name}
      className={className}
      aria-pressed={chosen === city.id}
      aria-describedby={`${descriptionPrefix}-${city.id}`}
      data-city={showName ? undefined : city.id}
      data-city-chip={showName ? city.id : undefined}
      onMouseEnter={() => setHovered(city.id)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setFocused(city.id)}
      onBlur={() => setFocused(null)}
      onClick={() => setPressed(chosen === city.id ? null : city.id)}
    >
      {showName ? city.name : null}
    </button>
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-2xl border border-slate-200 bg-ocean-50 p-3 shadow-sm sm:p-6">
        <AustraliaMap
          label={label}
          cities={cities}
          activeId={shownId}
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
        {shown ? (
          <article>
            <img
              src={shown.image}
              alt={shown.alt}
              width={400}
              height={224}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-xl"
            />
            <h3 className="mt-4 text-xl font-bold text-slate-900">{shown.name}</h3>
            <p className="mt-2 text-slate-700">{shown.description}</p>
          </article>
        ) : (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-slate-600">
            <MapPinIcon className="size-10 text-ocean-600" aria-hidden="true" />
            <p>{prompt}</p>
          </div>
        )}
      </div>
    </div>
  );
}
