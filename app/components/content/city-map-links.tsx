import { useState } from "react";
import { Link } from "react-router";
import type { City } from "~/content/cities";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath, type Locale } from "~/modules/i18n/locales";
import { AustraliaMap, CityChips, cityChipClassName, markerClassName } from "./australia-map";

const cityHref = (city: City, locale: Locale) => localizePath(`/why-visit-australia?city=${city.id}#city-map`, locale);

/**
 * The home page's map: each city shows its name on hover or keyboard focus and links to its
 * description on Why Visit Australia. On phones a list of the same links sits under the map.
 */
export function CityMapLinks({ cities, label, chipsLabel }: { cities: City[]; label: string; chipsLabel: string }) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const { locale } = useI18n();
  return (
    <>
      <AustraliaMap
        label={label}
        cities={cities}
        activeId={activeId}
        renderMarker={(city) => (
          <Link to={cityHref(city, locale)} aria-label={city.name} className={markerClassName} data-city={city.id} />
        )}
      />
      <CityChips label={chipsLabel}>
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              to={cityHref(city, locale)}
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
