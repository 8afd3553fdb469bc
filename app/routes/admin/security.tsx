import { ShieldCheck, ShieldOff } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { AuthenticatorCodeField } from "~/components/admin/authenticator-code-field";
import { CardHeading } from "~/components/admin/card-heading";
import { EnhancedFlag } from "~/components/admin/enhanced-flag";
import { useForm } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { notify } from "~/lib/toast";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { changeTwoFactor, twoFactorMessages, twoFactorSchema, twoFactorState } from "~/modules/auth/two-factor-settings.server";
import type { Route } from "./+types/security";

export function meta() {
  return adminMeta("Security");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(request, url);
  return twoFactorState(getDb(), user.id);
}

const CODE_NOT_ACCEPTED = "Code Not Accepted";

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireAdmin(request, url);
  const submission = await parseForm(request, twoFactorSchema, { conceal: ["code"] });
  if (!submission.ok) {
    const message = submission.fieldErrors.code ?? twoFactorMessages.codeFormat;
    return formFailure(submission, { formError: { title: CODE_NOT_ACCEPTED, message }, fieldErrors: { code: message } });
  }
  const outcome = await changeTwoFactor(getDb(), user, submission.data, clientAddress(context));
  if (outcome.kind === "started" || outcome.kind === "cancelled") return redirect("/admin/security", 303);
  if (outcome.kind === "error") {
    return formFailure(submission, { formError: { title: CODE_NOT_ACCEPTED, message: outcome.message }, fieldErrors: { code: outcome.message } });
  }
  return formSuccess({ outcome: outcome.kind });
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { formRef, errors } = useForm({
    reply: actionData,
    onReply: (reply) => {
      if (!reply.ok) {
        if (reply.formError) notify.error(reply.formError.title, reply.formError.message);
      } else if (reply.outcome === "enabled") {
        notify.success("Two-Factor Authentication On", "Sign-in now asks for a code from your authenticator app.");
      } else {
        notify.success("Two-Factor Authentication Off", "Sign-in asks for your password only.");
      }
    },
  });

  return (
    <>
      <AdminPageHeader title="Security" description="Protect the admin area with a second sign-in step." />
      <Card className="max-w-2xl">
        <CardHeader>
          <div className="flex items-center justify-between gap-4">
            <CardHeading>Two-factor authentication</CardHeading>
            <Badge variant={loaderData.enabled ? "success" : "muted"}>{loaderData.enabled ? "On" : "Off"}</Badge>
          </div>
          <CardDescription>
            With an authenticator app (for example on your phone), signing in asks for a 6-digit code after the password, so a
            stolen password alone is not enough.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {loaderData.enabled ? (
            <Form ref={formRef} method="post" className="flex flex-col gap-4">
              <EnhancedFlag />
              <input type="hidden" name="intent" value="disable" />
              <p className="text-sm text-slate-700">To turn it off, enter a current code from your authenticator app.</p>
              <AuthenticatorCodeField error={errors.code} />
              <div>
                <Button type="submit" variant="destructive" disabled={busy}>
                  <ShieldOff aria-hidden="true" />
                  Turn off two-factor authentication
                </Button>
              </div>
            </Form>
          ) : loaderData.enrolment ? (
            <>
              <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-700">
                <li>
                  In your authenticator app, add an account and choose to enter a setup key. Enter this key (time-based):
                  <code className="mt-2 block w-fit rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900" data-totp-secret>
                    {loaderData.enrolment.secret}
                  </code>
                  <a href={loaderData.enrolment.uri} className="mt-2 inline-block font-medium text-ocean-700 underline underline-offset-2">
                    On this phone? Add it to your authenticator app
                  </a>
                </li>
                <li>Enter the 6-digit code the app shows to confirm.</li>
              </ol>
              <Form ref={formRef} method="post" className="flex flex-col gap-4">
                <EnhancedFlag />
                <AuthenticatorCodeField error={errors.code} />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" name="intent" value="confirm" disabled={busy}>
                    <ShieldCheck aria-hidden="true" />
                    Turn on two-factor authentication
                  </Button>
                  <Button type="submit" variant="outline" name="intent" value="cancel" formNoValidate disabled={busy}>
                    Cancel
                  </Button>
                </div>
              </Form>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="start" />
              <Button type="submit" disabled={busy}>
                <ShieldCheck aria-hidden="true" />
                Set up an authenticator app
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </>
  );
}
