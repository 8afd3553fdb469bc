import { MapPinIcon } from "lucide-react";
import type { Landmark } from "~/content/landmarks";

/** Picture cards of places; pictures load lazily because the cards sit below the fold. */
export function LandmarkCards({ landmarks }: { landmarks: Landmark[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {landmarks.map((landmark) => (
        <li key={landmark.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <img
            src={landmark.image}
            alt={landmark.alt}
            width={400}
            height={224}
            loading="lazy"
            decoding="async"
            className="h-auto w-full bg-ocean-100"
          />
          <div className="p-5">
            <h3 className="font-semibold text-slate-900">{landmark.title}</h3>
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {landmark.location}
            </p>
            <p className="mt-3 text-sm text-slate-700">{landmark.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
