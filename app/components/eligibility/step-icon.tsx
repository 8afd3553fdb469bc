import { BriefcaseIcon, GlobeIcon, PlaneIcon, ShieldCheckIcon, UsersIcon, type LucideIcon } from "lucide-react";
import type { StepIcon as StepIconName } from "~/modules/eligibility/questions";

const icons: Record<StepIconName, LucideIcon> = {
  globe: GlobeIcon,
  plane: PlaneIcon,
  "shield-check": ShieldCheckIcon,
  users: UsersIcon,
  briefcase: BriefcaseIcon,
};

export function StepIcon({ name, className }: { name: StepIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
