import { FileTextIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { notify } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { EmailInput } from "~/components/ui/email-input";
import { Label } from "~/components/ui/label";
import type { TemplateKind } from "~/modules/template-pdf/template-content";
import { Heading } from "./heading";
import { useEmailGuard } from "./use-email-guard";

/** What /checkout answers when it cannot start the payment (the checkout contract). */
interface CheckoutFailure {
  error?: { title: string; message: string };
}

interface TemplateChoice {
  /** The template of the visa the result recommends. */
  template: TemplateKind;
  visaName: string;
}

/**
 * The e-mail form that starts the template purchase: a POST to /checkout (product, email, template).
 * The e-mail is checked here first with the spec's rule; the server checks it again. On success the
 * server redirects to the hosted checkout; on failure its error is shown as a toast.
 */
function PurchaseForm({ template, visaName }: TemplateChoice) {
  const fetcher = useFetcher<CheckoutFailure>();
  const busy = fetcher.state !== "idle";
  const emailId = useId();
  const hintId = useId();
  const { emailRef, onSubmit } = useEmailGuard();

  useEffect(() => {
    const error = fetcher.data?.error;
    if (error) notify.error(error.title, error.message);
  }, [fetcher.data]);

  return (
    <fetcher.Form method="post" action="/checkout" noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4">
      <input type="hidden" name="product" value="template" />
      <input type="hidden" name="template" value={template} />
      <div className="space-y-2">
        <Label htmlFor={emailId}>Email</Label>
        <EmailInput ref={emailRef} id={emailId} disabled={busy} aria-describedby={hintId} />
        <p id={hintId} className="text-sm text-slate-600">
          After payment we e-mail the template and checklist for the {visaName} to this address.
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Proceed to Payment
      </Button>
    </fetcher.Form>
  );
}

interface TemplateOfferProps extends TemplateChoice {
  /** Without JavaScript the purchase form opens in a native disclosure instead of a dialog. */
  hydrated: boolean;
}

/** The optional paid template and checklist, below the result. */
export function TemplateOffer({ template, visaName, hydrated }: TemplateOfferProps) {
  const [open, setOpen] = useState(false);
  const buyLabel = "Buy Template - $29 AUD";
  return (
    <Card className="flex flex-col" data-print-hidden>
      <CardHeader>
        <span className="flex size-11 items-center justify-center rounded-full bg-wattle-100 text-slate-900">
          <FileTextIcon className="size-5" aria-hidden="true" />
        </span>
        <Heading depth={2} className="mt-2 text-lg font-semibold text-slate-900">
          Application Template and Checklist
        </Heading>
        <CardDescription>
          Optional. A ready-to-fill application template and the document checklist for the {visaName}, delivered
          instantly by e-mail. The eligibility check itself stays free.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Every section of the application, explained</li>
          <li>Checklist of the documents to gather</li>
          <li>One purchase, sent to your e-mail at once</li>
        </ul>
      </CardContent>
      <CardFooter>
        {hydrated ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="accent" className="w-full">
                {buyLabel}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Complete Your Purchase</DialogTitle>
                <DialogDescription>Enter your e-mail address, then pay securely on the next page.</DialogDescription>
              </DialogHeader>
              <PurchaseForm template={template} visaName={visaName} />
            </DialogContent>
          </Dialog>
        ) : (
          <details className="w-full">
            <summary className={"cursor-pointer rounded-lg bg-wattle-400 px-4 py-2.5 text-center text-sm font-semibold text-slate-900"}>
              {buyLabel}
            </summary>
            <div className="mt-4">
              <p className="mb-3 font-semibold text-slate-900">Complete Your Purchase</p>
              <PurchaseForm template={template} visaName={visaName} />
            </div>
          </details>
        )}
      </CardFooter>
    </Card>
  );
}
