import { Loader2, LockKeyhole } from "lucide-react";
import { Form, useNavigate, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FormFailure, FormSuccess } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { AuthenticatorCodeField } from "./authenticator-code-field";
import { EnhancedFlag } from "./enhanced-flag";

type LoginStep = "password" | "code";

export type LoginReply =
  | FormSuccess<{ status: "signed-in" | "code-required"; redirectTo: string }>
  | (FormFailure<"username" | "password" | "code"> & { step: LoginStep; redirectTo: string; locked: boolean });

interface LoginFormProps {
  redirectTo: string;
  initialStep: LoginStep;
  reply: LoginReply | undefined;
}

/** The 'Admin Login' card; a second step asks for the authenticator code when one is enrolled. */
export function LoginForm({ redirectTo, initialStep, reply }: LoginFormProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const signedIn = reply?.ok === true && reply.status === "signed-in";
  const pending = signedIn || isPosting(navigation);
  const step: LoginStep = !reply ? initialStep : reply.ok ? (reply.status === "code-required" ? "code" : initialStep) : reply.step;
  const { formRef, errors, failure } = useForm({
    reply,
    onReply: (answer) => {
      if (answer.ok && answer.status === "signed-in") {
        // The toast greets the administrator on the page they are sent to, so leaving the login page keeps it.
        notify.success("Login Successful", "Welcome back!", { page: new URL(answer.redirectTo, window.location.origin).pathname });
        navigate(answer.redirectTo, { replace: true });
      } else if (!answer.ok) {
        if (answer.locked && answer.formError) notify.error("Too Many Attempts", answer.formError.message);
        else notify.error("Login Failed", "Please check your credentials and try again.");
      }
    },
  });
  // A refused sign-in is told inline, without saying which field was wrong; missing fields show under the fields.
  const refusal = failure?.formError?.message;
  const describedBy = refusal ? "login-error" : undefined;

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="rounded-full bg-ocean-50 p-3 text-ocean-700">
              <LockKeyhole className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold text-slate-900">Admin Login</h1>
            <p className="text-sm text-slate-600">
              {step === "code" ? "Enter the 6-digit code from your authenticator app." : "Enter your credentials to access the admin panel."}
            </p>
          </div>
          <Form ref={formRef} method="post" className="flex flex-col gap-4">
            <EnhancedFlag />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <input type="hidden" name="step" value={step} />
            {step === "password" ? (
              <>
                <Field name="username" label="Username" error={errors.username}>
                  {(control) => (
                    <Input
                      {...control}
                      aria-invalid={control["aria-invalid"] ?? (refusal ? true : undefined)}
                      aria-describedby={control["aria-describedby"] ?? describedBy}
                      autoComplete="username"
                      autoCapitalize="none"
                      spellCheck={false}
                      required
                      maxLength={200}
                      disabled={pending}
                    />
                  )}
                </Field>
                <Field name="password" label="Password" error={errors.password}>
                  {(control) => (
                    <Input
                      {...control}
                      aria-invalid={control["aria-invalid"] ?? (refusal ? true : undefined)}
                      aria-describedby={control["aria-describedby"] ?? describedBy}
                      type="password"
                      autoComplete="current-password"
                      required
                      maxLength={1000}
                      disabled={pending}
                    />
                  )}
                </Field>
              </>
            ) : (
              <AuthenticatorCodeField error={errors.code} describedBy={describedBy} autoFocus disabled={pending} width="full" />
            )}
            {refusal ? (
              <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {refusal}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {pending ? "Signing In..." : step === "code" ? "Verify" : "Sign In"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
