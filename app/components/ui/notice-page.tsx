import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "./card";

interface NoticePageProps {
  icon: LucideIcon;
  /** "success" is announced politely in green; "error" as an alert in red; "neutral" is grey and not announced. */
  tone: "success" | "error" | "neutral";
  title: string;
  message: string;
  /** The ways on (links or buttons) under the message. */
  children: ReactNode;
}

/**
 * A page that is only an outcome: what a form posted without JavaScript answers when it has no page of
 * its own to show it on (a checkout that could not start, a result e-mailed or refused), a cancelled or
 * unconfirmed payment, a consultation nobody can give now.
 */
const toneColour = { success: "text-green-700", error: "text-red-700", neutral: "text-slate-500" } as const;
const toneRole = { success: "status", error: "alert", neutral: undefined } as const;

export function NoticePage({ icon: Icon, tone, title, message, children }: NoticePageProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <Icon className={`size-12 ${toneColour[tone]}`} aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-slate-700" role={toneRole[tone]}>
            {message}
          </p>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}
