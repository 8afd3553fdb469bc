import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

/**
 * The deletion question for browsers without JavaScript (a list opened with ?delete=<id>): the same
 * words as the dialog, with a real form that posts the deletion to the list.
 */
export function ConfirmDeleteSection({ texts, item, action }: { texts: { title: string; description: string }; item: { id: string; label: string }; action: string }) {
  return (
    <section role="alertdialog" aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-6">
      <h2 id="confirm-delete-title" className="text-lg font-semibold text-slate-900">
        {texts.title}
      </h2>
      <p id="confirm-delete-text" className="mt-1 text-slate-700">
        {texts.description} <span className="font-medium">({item.label})</span>
      </p>
      <Form method="post" action={action} className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item.id} />
        <Link to={action} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <Button type="submit" variant="destructive">
          Delete
        </Button>
      </Form>
    </section>
  );
}
