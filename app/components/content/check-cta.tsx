import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

interface CheckCtaProps {
  title?: string;
  text?: string;
  /** The button's words and target (by default the checker on the home page in the page's language). */
  button?: string;
  to?: string;
  className?: string;
}

/** The call to action every content page ends with: the free check on the home page, in the page's language. */
export function CheckCta({
  title = "Check your eligibility for free",
  text = "Answer a few questions and see in minutes whether you may qualify and which visa fits. No account, and your answers are not saved.",
  button = "Check Eligibility Now",
  to,
  className,
}: CheckCtaProps) {
  const { locale } = useI18n();
  return (
    <section
      className={cn("rounded-2xl bg-ocean-800 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10", className)}
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-2 max-w-2xl text-ocean-100">{text}</p>
      <Button asChild variant="accent" size="lg" className="mt-6">
        <Link to={to ?? localizePath("/#checker", locale)}>
          {button} <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
