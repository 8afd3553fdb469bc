import { InfoIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "~/modules/i18n/i18n";

/**
 * Above a page whose text is still English, in the page's language: legal texts say the English version
 * prevails; other pages say they are available in English only. Nothing on English pages.
 */
export function EnglishOnlyNotice({ kind, className }: { kind: "legal" | "page"; className?: string }) {
  const { locale, t } = useI18n();
  if (locale === "en") return null;
  return (
    <div className={className}>
      <aside aria-label={t("legal.notice.label")} className="flex gap-3 rounded-2xl border border-ocean-200 bg-ocean-50 p-4 text-slate-800" data-english-only-notice>
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
        <p>{kind === "legal" ? t("legal.notice.prevails") : t("legal.notice.english-only")}</p>
      </aside>
    </div>
  );
}

/**
 * A page's text that is still English: the notice above it in other languages, and the text marked as
 * English so screen readers pronounce it as such.
 */
export function EnglishOnlyContent({ kind, noticeClassName, children }: { kind: "legal" | "page"; noticeClassName?: string; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <>
      <EnglishOnlyNotice kind={kind} className={noticeClassName} />
      <div lang={locale === "en" ? undefined : "en"}>{children}</div>
    </>
  );
}
