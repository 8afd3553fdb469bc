import { useMemo, useState, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { escapeHtml } from "~/lib/escape-html";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  group: string;
  options: readonly SelectOption[];
}

const option = ({ value, label }: SelectOption, selected: string | undefined) =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected=""' : ""}>${escapeHtml(label)}</option>`;

/** The options as markup, every label and value escaped; `selected` is marked as React marks a select's value. */
export function optionMarkup(items: readonly (SelectOption | SelectOptionGroup)[], selected: string | undefined): string {
  return items
    .map((item) =>
      "group" in item ? `<optgroup label="${escapeHtml(item.group)}">${item.options.map((each) => option(each, selected)).join("")}</optgroup>` : option(item, selected),
    )
    .join("");
}

type LongSelectProps = Omit<ComponentProps<"select">, "children" | "dangerouslySetInnerHTML"> & {
  items: readonly (SelectOption | SelectOptionGroup)[];
  /** `compact` for a select among other fields of a form (smaller on wide screens). */
  density?: "roomy" | "compact";
};

/**
 * A select with a long list (the two hundred countries and passports): its options are one piece of markup,
 * not an element each. React then neither renders nor hydrates them one by one, which on the home page was a
 * third of its elements and of the work before the checker answers a tap. The markup marks the value the
 * select starts with, for the page as the server sends it; after that React sets the value on the options.
 */
export function LongSelect({ items, density = "roomy", className, ...props }: LongSelectProps) {
  const [initial] = useState(() => String(props.value ?? props.defaultValue ?? ""));
  const markup = optionMarkup(items, initial);
  // The same object while the options stay the same, so React does not rebuild them on every render.
  const options = useMemo(() => ({ __html: markup }), [markup]);
  return (
    <select
      className={cn(
        "flex w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700",
        density === "roomy" ? "h-12" : "h-11 sm:text-sm",
        className,
      )}
      {...props}
      dangerouslySetInnerHTML={options}
    />
  );
}
