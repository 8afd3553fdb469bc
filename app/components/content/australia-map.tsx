import type { ReactNode } from "react";
import type { City } from "~/content/cities";
import { cn } from "~/lib/cn";
import { MAP_VIEWBOX, mainlandPath, tasmaniaPath } from "./australia-outline";

interface AustraliaMapProps {
  /** Accessible name of the map as a whole. */
  label: string;
  cities: City[];
  /** Renders each city's interactive marker (a link or a button) at its position. */
  renderMarker: (city: City, position: MarkerPosition) => ReactNode;
  className?: string;
}

export interface MarkerPosition {
  /** Show the name below the marker rather than above (cities near the top edge). */
  labelBelow: boolean;
}

/**
 * Australia in an 800 by 600 SVG with one marker per city. Markers are HTML elements laid over the
 * drawing at the cities' viewBox positions, so their names stay readable at every width and they are
 * real links or buttons for the keyboard.
 */
export function AustraliaMap({ label, cities, renderMarker, className }: AustraliaMapProps) {
  return (
    <div role="group" aria-label={label} className={cn("relative aspect-[4/3] w-full", className)}>
      <svg
        viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
        className="absolute inset-0 size-full"
        aria-hidden="true"
        focusable="false"
      >
        <path d={mainlandPath} className="fill-ocean-100 stroke-ocean-700" strokeWidth="2.5" strokeLinejoin="round" />
        <path d={tasmaniaPath} className="fill-ocean-100 stroke-ocean-700" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <ul className="absolute inset-0">
        {cities.map((city) => (
          <li
            key={city.id}
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={{ left: `${(city.x / MAP_VIEWBOX.width) * 100}%`, top: `${(city.y / MAP_VIEWBOX.height) * 100}%` }}
          >
            {renderMarker(city, { labelBelow: city.y < 120 })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Classes of a marker: a 32 px target (24 px on phones) with a gold dot; the `group` drives its name label. */
export const markerClassName =
  "group relative flex size-6 items-center justify-center rounded-full sm:size-8 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700";

/** The marker's dot; it grows while the city is hovered, focused or chosen. */
export function MarkerDot({ active }: { active?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "block size-3.5 rounded-full border-2 border-white bg-wattle-500 shadow ring-2 ring-ocean-800 transition-transform sm:size-4",
        "group-hover:scale-125 group-focus-visible:scale-125 motion-reduce:transition-none",
        active && "scale-125 bg-ocean-700",
      )}
    />
  );
}

/**
 * The city's name: the marker's accessible name, shown on hover and keyboard focus with CSS alone,
 * so it works before the page's script has loaded.
 */
export function MarkerLabel({ name, labelBelow, active }: { name: string; labelBelow: boolean; active?: boolean }) {
  return (
    <span
      className={cn(
        "pointer-events-none absolute left-1/2 z-10 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-semibold text-white shadow-md sm:text-sm",
        labelBelow ? "top-full mt-1" : "bottom-full mb-1",
        "opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none",
        active && "opacity-100",
      )}
      data-city-label
    >
      {name}
    </span>
  );
}
