import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "~/components/ui/card";

/** One dashboard figure: title, number, what it counts. */
export function StatCard({ title, value, description, icon: Icon }: { title: string; value: number; description: string; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
          <p className="mt-2 text-4xl font-extrabold text-ocean-800" data-stat={title}>
            {value}
          </p>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <span className="rounded-xl bg-ocean-50 p-3 text-ocean-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
