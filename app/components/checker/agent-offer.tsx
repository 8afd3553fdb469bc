import { UserCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { agents } from "~/content/agents";
import { Heading } from "./heading";

/** The optional paid consultation with a registered migration agent, below the result (first when the result has points to act on). */
export function AgentOffer({ recommended = false }: { recommended?: boolean }) {
  return (
    <Card className="flex flex-col" data-print-hidden>
      <CardHeader>
        <span className="flex size-11 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
          <UserCheckIcon className="size-5" aria-hidden="true" />
        </span>
        <Heading depth={2} className="mt-2 text-lg font-semibold text-slate-900">
          Talk to a Registered Migration Agent
        </Heading>
        <CardDescription>
          {recommended
            ? "Recommended for your result: an agent can assess what you need to declare or show before you apply. Optional, one 60-minute consultation."
            : "Optional. One 60-minute consultation about your situation with one of our agents."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-3 sm:grid-cols-2">
          {agents.map((agent) => (
            <li key={agent.registrationId} className="flex items-center gap-3">
              <img
                src={agent.photo.src}
                alt={agent.photo.alt}
                width={agent.photo.width}
                height={agent.photo.height}
                loading="lazy"
                className="size-12 shrink-0 rounded-full"
              />
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{agent.name}</p>
                <p className="text-slate-700">{agent.registrationId}</p>
                <p className="text-slate-700">{agent.experience} experience</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant="accent" className="w-full">
          <Link to="/book-consultation">Book Now - $199 AUD</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
