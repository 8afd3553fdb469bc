import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";
import { searchCountries } from "~/modules/eligibility/countries";
import { useI18n } from "~/modules/i18n/i18n";
import { countriesIn } from "~/modules/i18n/place-names";

interface CountryComboboxProps {
  id: string;
  value: string | undefined;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A searchable country list following the WAI-ARIA combobox pattern (editable, list autocomplete with
 * automatic selection of the first match): typing filters, Up and Down move through the list, Enter
 * (or Tab after typing) picks, Escape closes the list (or clears the field when it is closed).
 */
export function CountryCombobox({ id, value, onChange, invalid = false, describedBy }: CountryComboboxProps) {
  const { locale, t } = useI18n();
  const listboxId = useId();
  const statusId = useId();
  // The list in the page's language; the English names stay searchable.
  const countries = countriesIn(locale, t);
  const selected = value === undefined ? undefined : countries.find((country) => country.code === value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => (query === null ? [...countries] : searchCountries(query, countries)), [query, countries]);
  const expanded = open && matches.length > 0;
  const active = expanded ? matches[activeIndex] : undefined;
  const optionId = (code: string) => `${listboxId}-${code}`;

  useEffect(() => {
    if (active) document.getElementById(`${listboxId}-${active.code}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listboxId]);

  const openList = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
    makeRoomForList();
  };

  /** On a short screen (a phone with its keyboard up) the list would open off-screen: scroll the field up first. */
  const makeRoomForList = () => {
    const input = inputRef.current;
    if (input && window.innerHeight - input.getBoundingClientRect().bottom < 320) {
      input.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };

  const pick = (code: string) => {
    onChange(code);
    close();
  };

  const selectedIndex = selected ? matches.findIndex((country) => country.code === selected.code) : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!expanded) openList(event.altKey ? -1 : Math.max(0, selectedIndex));
        else setActiveIndex((index) => (index + 1) % matches.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!expanded) openList(selectedIndex >= 0 ? selectedIndex : matches.length - 1);
        else if (event.altKey) close();
        else setActiveIndex((index) => (index <= 0 ? matches.length - 1 : index - 1));
        break;
      case "Enter":
        // With the list open, Enter picks; with it closed, Enter submits the step like Next.
        if (expanded && active) {
          event.preventDefault();
          pick(active.code);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        } else if (query !== null || selected) {
          event.preventDefault();
          onChange("");
          setQuery(null);
        }
        break;
      case "Tab":
        // With automatic selection, leaving the field after typing keeps the highlighted match.
        if (expanded && active && query !== null) pick(active.code);
        else close();
        break;
    }
  };

  const status = !open
    ? ""
    : matches.length === 0
      ? t("checker.country.none")
      : t("checker.country.found", { count: matches.length });

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(active.code) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("checker.country.search")}
        value={query ?? selected?.name ?? ""}
        onChange={(event) => {
          if (!open) makeRoomForList();
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(0);
        }}
        onClick={() => (open ? close() : openList(Math.max(0, selectedIndex)))}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="flex h-12 w-full rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-ocean-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-600 aria-[invalid=true]:border-red-700"
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t("checker.country.list")}
        hidden={!expanded}
        // Keep focus in the input while the list is clicked or its scroll bar dragged.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute z-30 mt-1 max-h-[300px] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded &&
          matches.map((country, index) => (
            <li
              key={country.code}
              id={optionId(country.code)}
              role="option"
              aria-selected={country.code === selected?.code}
              onClick={() => pick(country.code)}
              onMouseMove={() => setActiveIndex(index)}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm",
                index === activeIndex ? "bg-ocean-100 text-ocean-900" : "text-slate-800",
              )}
            >
              {country.name}
              {country.code === selected?.code && <CheckIcon className="size-4 text-ocean-700" aria-hidden="true" />}
            </li>
          ))}
      </ul>
      {open && matches.length === 0 && (
        <p className="absolute z-30 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-3 text-sm text-slate-700 shadow-lg">
          {t("checker.country.none")}
        </p>
      )}
      <p id={statusId} role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
