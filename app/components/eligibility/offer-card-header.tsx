import type { LucideIcon } from "lucide-react";
import { CardDescription, CardHeader } from "~/components/ui/card";
import { Heading } from "./heading";

/** The head of a paid offer under the result: its badge, its heading and one line on what it gives. */
export function OfferCardHeader({ icon: Icon, badgeClassName, heading, description }: { icon: LucideIcon; badgeClassName: string; heading: string; description: string }) {
  return (
    <CardHeader>
      <span className={`flex size-11 items-center justify-center rounded-full ${badgeClassName}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Heading depth={2} className="mt-2 text-lg font-semibold text-slate-900">
        {heading}
      </Heading>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
