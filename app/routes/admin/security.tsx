import { ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { notify } from "~/lib/toast";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { EnhancedFlag } from "~/components/admin/enhanced-flag";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardHeading } from "~/components/admin/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { getDb } from "~/lib/db.server";
import { clientAddress } from "~/modules/auth/client-address.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { handleTwoFactorForm, twoFactorState } from "~/modules/auth/two-factor-settings.server";
import type { Route } from "./+types/security";

export function meta() {
  return adminMeta("Security");
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return twoFactorState(getDb(), user.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const outcome = await handleTwoFactorForm(getDb(), user, await request.formData(), clientAddress(context));
  if (outcome.kind === "error") return data({ outcome }, { status: 400 });
  if (outcome.kind === "started" || outcome.kind === "cancelled") return redirect("/admin/security", 303);
  return { outcome };
}

function CodeField({ error }: { error?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="code">Authentication code</Label>
      <Input
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        className="max-w-40"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "code-error" : undefined}
      />
      <FieldError id="code-error">{error}</FieldError>
    </div>
  );
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const outcome = actionData?.outcome;
  const error = outcome?.kind === "error" ? outcome.message : undefined;

  useEffect(() => {
    if (outcome?.kind === "enabled") notify.success("Two-Factor Authentication On", "Sign-in now asks for a code from your authenticator app.");
    if (outcome?.kind === "disabled") notify.success("Two-Factor Authentication Off", "Sign-in asks for your password only.");
    if (outcome?.kind === "error") notify.error("Code Not Accepted", outcome.message);
  }, [outcome]);

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
            <Form method="post" className="flex flex-col gap-4">
              <EnhancedFlag />
              <input type="hidden" name="intent" value="disable" />
              <p className="text-sm text-slate-700">To turn it off, enter a current code from your authenticator app.</p>
              <CodeField error={error} />
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
              <Form method="post" className="flex flex-col gap-4">
                <EnhancedFlag />
                <CodeField error={error} />
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
