import { useState } from "react";
import { Link } from "react-router";
import type { City } from "~/content/cities";
import { AustraliaMap, CityChips, cityChipClassName, markerClassName } from "./australia-map";

const cityHref = (city: City) => `/why-visit-australia?city=${city.id}#city-map`;

/**
 * The home page's map: each city shows its name on hover or keyboard focus and links to its
 * description on Why Visit Australia. On phones a list of the same links sits under the map.
 */
export function CityMapLinks({ cities, label }: { cities: City[]; label: string }) {
  const [activeId, setActiveId] = useState<string | null>(null);
  return (
    <>
      <AustraliaMap
        label={label}
        cities={cities}
        activeId={activeId}
        renderMarker={(city) => (
          <Link to={cityHref(city)} aria-label={city.name} className={markerClassName} data-city={city.id} />
        )}
      />
      <CityChips label="Choose a city to read about it:">
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              to={cityHref(city)}
              className={cityChipClassName}
              onFocus={() => setActiveId(city.id)}
              onBlur={() => setActiveId(null)}
              data-city-chip={city.id}
            >
              {city.name}
            </Link>
          </li>
        ))}
      </CityChips>
    </>
  );
}
