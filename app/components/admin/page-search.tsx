import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Input } from "~/components/ui/input";

/**
 * 'Search pages...': filters the list by title as you type (a GET form, so it also works with
 * Enter before JavaScript loads, and the search stays in the address).
 */
export function PageSearch({ query }: { query: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = navigation.state === "loading" && new URLSearchParams(navigation.location?.search).has("q");

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form method="get" role="search" className="relative mb-4 max-w-md" onSubmit={() => clearTimeout(timer.current)}>
      <label htmlFor="page-search" className="sr-only">
        Search pages by title
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        id="page-search"
        type="search"
        name="q"
        placeholder="Search pages..."
        value={value}
        autoComplete="off"
        aria-busy={searching || undefined}
        className="pl-9"
        onChange={(event) => {
          const form = event.currentTarget.form;
          setValue(event.currentTarget.value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 150);
        }}
      />
    </Form>
  );
}
