import { ExternalLinkIcon } from "lucide-react";
import { countryNameInSentence } from "~/modules/eligibility/countries";
import type { Recommendation, Visa } from "~/modules/eligibility/recommend";
import { Heading } from "./heading";

function OfficialLink({ visa }: { visa: Visa }) {
  return (
    <a
      href={visa.officialUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
    >
      Official page<span className="sr-only"> for the {visa.name}, opens in a new tab</span>
      <ExternalLinkIcon className="size-4" aria-hidden="true" />
    </a>
  );
}

interface RecommendationDetailsProps {
  recommendation: Recommendation;
  eligible: boolean;
  country: string | undefined;
}

/** The visa that fits the answers, its current charge and its official page. */
export function RecommendationDetails({ recommendation, eligible, country }: RecommendationDetailsProps) {
  const { visa, passportCondition, alsoPossible, otherwise, notes } = recommendation;
  return (
    <section aria-labelledby="checker-visa-heading" className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800" data-visa={visa.id}>
      <Heading depth={3} id="checker-visa-heading" className="text-base font-semibold text-slate-900">
        {eligible ? "The visa that fits your answers" : "The visa for your kind of visit"}
      </Heading>
      {passportCondition && country && (
        <p className="mt-2 text-sm text-slate-700">
          You told us you live in {countryNameInSentence(country)}. Which visa you can get depends on your passport, not where you
          live. {passportCondition}:
        </p>
      )}
      <p className="mt-3 text-lg font-bold text-ocean-900">{visa.name}</p>
      <p className="mt-1 text-sm">
        <span className="font-semibold">Cost: </span>
        {visa.charge}
      </p>
      <p className="mt-2 text-sm">{visa.summary}</p>
      <p className="mt-2 text-sm">
        <OfficialLink visa={visa} />
      </p>

      {alsoPossible.map((other) => (
        <p key={other.id} className="mt-4 text-sm">
          The same passport can also get an <span className="font-semibold">{other.name}</span> ({other.charge}).{" "}
          <OfficialLink visa={other} />
        </p>
      ))}
      {otherwise && (
        <p className="mt-4 text-sm">
          With a passport of another country: <span className="font-semibold">{otherwise.name}</span> ({otherwise.charge}).{" "}
          <OfficialLink visa={otherwise} />
        </p>
      )}
      {notes.map((note) => (
        <p key={note} className="mt-4 text-sm text-slate-700">
          {note}
        </p>
      ))}
    </section>
  );
}
