import { CircleAlertIcon, CircleXIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import type { WordedFinding } from "~/modules/i18n/result-messages";
import { useI18n } from "~/modules/i18n/i18n";

const levelText = {
  caution: { className: "border-amber-300 text-amber-900", Icon: CircleAlertIcon },
  unlikely: { className: "border-red-200 text-red-800", Icon: CircleXIcon },
} as const;

/** Each answer that lowers the verdict: what it means, what to do, and the official page. */
export function FindingsList({ findings }: { findings: readonly WordedFinding[] }) {
  const { t } = useI18n();
  const tags = { caution: t("result.finding.caution"), unlikely: t("result.finding.unlikely") };
  if (findings.length === 0) return null;
  return (
    <ul className="mt-6 space-y-3" aria-label={t("result.findings.label")}>
      {findings.map((finding) => {
        const { className, Icon } = levelText[finding.level];
        return (
          <li key={finding.id} className={cn("rounded-xl border bg-white p-4", className)} data-finding={finding.id} data-level={finding.level}>
            <p className="flex items-center gap-2 font-semibold">
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {finding.label}
              <span className="text-sm font-medium">({tags[finding.level]})</span>
            </p>
            <p className="mt-1 text-slate-800">{finding.problem}</p>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t("result.what-you-can-do")} </span>
              {finding.nextStep}{" "}
              <a href={finding.link.href} target="_blank" rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2">
                {finding.link.label}
                <span className="sr-only"> {t("result.new-tab")}</span>
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
