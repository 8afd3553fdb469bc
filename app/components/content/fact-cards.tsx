import { GlobeIcon, LandmarkIcon, PawPrintIcon, WavesIcon, type LucideIcon } from "lucide-react";
import type { FactIcon, TourismFact } from "~/content/australia-facts";

const icons: Record<FactIcon, LucideIcon> = {
  globe: GlobeIcon,
  waves: WavesIcon,
  paw: PawPrintIcon,
  landmark: LandmarkIcon,
};

/** Four tourism facts in a row of cards (two columns on phones). */
export function FactCards({ facts }: { facts: TourismFact[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => {
        const Icon = icons[fact.icon];
        return (
          <li key={fact.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ocean-100 text-ocean-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{fact.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{fact.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
