import { CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

/** A checkout that could not start, shown as a page when the form was posted without JavaScript. */
export function CheckoutErrorCard({ title, message, product }: { title: string; message: string; product: "template" | "consultation" | null }) {
  const back = product === "consultation" ? { to: "/book-consultation", label: "Back to booking" } : { to: "/#checker", label: "Back to the checker" };
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <CircleAlertIcon className="size-12 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-slate-700" role="alert">
            {message}
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={back.to}>{back.label}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Return to Homepage</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
