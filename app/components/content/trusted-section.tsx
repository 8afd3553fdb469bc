import type { ReactNode } from "react";
import { UsersIcon } from "lucide-react";
import { VisitorCounter } from "~/components/visitors/visitor-counter";
import { useI18n } from "~/modules/i18n/i18n";
import { SectionHeading } from "./section-heading";

/**
 * 'Trusted by Travelers Worldwide': the static served line, the live visitor count and the stories
 * (HomeStories, or the server's HTML of them: see ServerHtml).
 */
export function TrustedSection({ stories }: { stories: ReactNode }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="trusted-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="trusted-heading" title={t("home.trusted.title")} />
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
        <p className="flex items-center gap-2 font-semibold text-ocean-800">
          <UsersIcon className="size-5" aria-hidden="true" />
          {t("home.trusted.served")}
        </p>
        <VisitorCounter className="text-slate-700" />
      </div>
      {stories}
    </section>
  );
}
