import { Link } from "react-router";
import type { City } from "~/content/cities";
import { AustraliaMap, MarkerDot, MarkerLabel, markerClassName } from "./australia-map";

/** The home page's map: each city shows its name on hover or focus and links to its description. */
export function CityMapLinks({ cities, label }: { cities: City[]; label: string }) {
  return (
    <AustraliaMap
      label={label}
      cities={cities}
      renderMarker={(city, { labelBelow }) => (
        <Link to={`/why-visit-australia?city=${city.id}#city-map`} className={markerClassName} data-city={city.id}>
          <MarkerDot />
          <MarkerLabel name={city.name} labelBelow={labelBelow} />
        </Link>
      )}
    />
  );
}
