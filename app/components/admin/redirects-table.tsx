import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { PageRedirect } from "~/modules/pages/redirects.server";

/**
 * The old addresses of renamed pages, each a permanent redirect to the page's address now, with a button
 * that removes one (the old address then answers 'not found'). Plain forms: they work without JavaScript.
 */
export function RedirectsTable({ redirects }: { redirects: PageRedirect[] }) {
  return (
    <section aria-labelledby="redirects-heading" className="mt-10">
      <h2 id="redirects-heading" className="text-xl font-semibold text-slate-900">
        Redirects
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        When a published page is renamed, its old address keeps working: visitors and search engines are sent to the
        new one with a permanent redirect (301).
      </p>
      {redirects.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No redirects yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {redirects.map((item) => (
            <li key={item.from} data-redirect={item.from} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm break-words text-slate-800">
                <code>/{item.from}</code> → <code>/{item.to}</code> <span className="text-slate-600">({item.pageTitle})</span>
              </p>
              <Form method="post" action="/admin/manage-pages">
                <input type="hidden" name="intent" value="remove-redirect" />
                <input type="hidden" name="from" value={item.from} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Remove the redirect from /${item.from}`}>
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
