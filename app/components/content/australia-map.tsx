import type { ReactNode } from "react";
import type { City } from "~/content/cities";
import { cn } from "~/lib/cn";
import { MAP_VIEWBOX, outlineUrl } from "./australia-outline";

interface AustraliaMapProps {
  /** Accessible name of the map as a whole. */
  label: string;
  cities: City[];
  /** The city highlighted with its name shown (hovered, focused or chosen through script); a script may mark one with `data-active` on its marker instead. */
  activeId?: string | null;
  /**
   * Renders each city's interactive marker: a link or a button with `markerClassName`. It must come
   * first in its list item, because the dot and the name react to it as their CSS `peer`.
   */
  renderMarker: (city: City) => ReactNode;
  className?: string;
}

/**
 * Australia in an 800 by 600 SVG with one marker per city, laid over the drawing at the city's viewBox
 * position. Markers are HTML links or buttons, so names stay readable at every width and the keyboard
 * reaches them. Below the `sm` breakpoint the map is too small for 24 px targets kept 24 px apart
 * (WCAG 2.5.8), so there the markers are hidden and a city list (see CityChips) takes their place.
 */
export function AustraliaMap({ label, cities, activeId, renderMarker, className }: AustraliaMapProps) {
  return (
    <div role="group" aria-label={label} className={cn("relative aspect-[4/3] w-full", className)}>
      <svg
        viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
        className="absolute inset-0 size-full"
        aria-hidden="true"
        focusable="false"
      >
        <use href={`${outlineUrl}#outline`} />
      </svg>
      <ul className="absolute inset-0">
        {cities.map((city) => {
          const active = activeId === city.id;
          return (
            <li
              key={city.id}
              className="absolute size-6 -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${(city.x / MAP_VIEWBOX.width) * 100}%`, top: `${(city.y / MAP_VIEWBOX.height) * 100}%` }}
            >
              {renderMarker(city)}
              <MarkerDot active={active} />
              <MarkerLabel name={city.name} below={city.y < 120} active={active} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Classes of a marker: a 24 px round target over the city's dot, shown from the `sm` breakpoint up. */
export const markerClassName =
  "peer absolute inset-0 hidden rounded-full sm:block " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700";

/** The city's dot; it grows while the city is hovered, focused or chosen. */
function MarkerDot({ active }: { active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute inset-0 m-auto block size-3.5 rounded-full border-2 border-white shadow ring-2 ring-ocean-800",
        "transition-transform peer-hover:scale-125 peer-focus-visible:scale-125 motion-reduce:transition-none sm:size-4",
        // Marked by the page's state (`active`), or by a script through the marker's `data-active`.
        active ? "scale-125 bg-ocean-700" : "bg-wattle-500 peer-data-active:scale-125 peer-data-active:bg-ocean-700",
      )}
    />
  );
}

/**
 * The city's name, shown on hover and keyboard focus with CSS alone, so it works before the page's
 * script has loaded. A hidden name takes no room, so it never covers a neighbouring marker; the marker
 * itself carries the name for assistive technology.
 */
function MarkerLabel({ name, below, active }: { name: string; below: boolean; active: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-city-label
      className={cn(
        "pointer-events-none absolute left-1/2 z-10 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-semibold text-white shadow-md sm:text-sm",
        below ? "top-full mt-1" : "bottom-full mb-1",
        "transition-opacity motion-reduce:transition-none",
        "peer-hover:visible peer-hover:opacity-100 peer-focus-visible:visible peer-focus-visible:opacity-100",
        active ? "visible opacity-100" : "invisible opacity-0 peer-data-active:visible peer-data-active:opacity-100",
      )}
    >
      {name}
    </span>
  );
}

/** Classes of the phone-width city list that stands in for the map's markers. */
export const cityChipClassName =
  "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 " +
  "hover:border-ocean-600 hover:text-ocean-800 aria-pressed:border-ocean-700 aria-pressed:bg-ocean-700 aria-pressed:text-white";

/** The list wrapper for the phone-width city controls; hidden from the `sm` breakpoint up. */
export function CityChips({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-4 sm:hidden">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">{children}</ul>
    </div>
  );
}
