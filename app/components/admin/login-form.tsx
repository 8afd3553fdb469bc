import { Loader2, LockKeyhole } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { notify } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { EnhancedFlag } from "./enhanced-flag";

export type LoginResult =
  | { status: "signed-in"; redirectTo: string }
  | { status: "code-required"; redirectTo: string }
  | {
      status: "error";
      step: "password" | "code";
      message: string;
      fieldErrors: { username?: string; password?: string; code?: string };
      locked: boolean;
      redirectTo: string;
    };

interface LoginFormProps {
  redirectTo: string;
  initialStep: "password" | "code";
  result: LoginResult | undefined;
}

/** The spec's 'Admin Login' card; a second step asks for the authenticator code when one is enrolled. */
export function LoginForm({ redirectTo, initialStep, result }: LoginFormProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const signedIn = result?.status === "signed-in";
  const pending = signedIn || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  const step = result?.status === "code-required" ? "code" : result?.status === "error" ? result.step : initialStep;
  const error = result?.status === "error" ? result : undefined;

  useEffect(() => {
    if (result?.status === "signed-in") {
      notify.success("Login Successful", "Welcome back!");
      navigate(result.redirectTo, { replace: true });
    } else if (result?.status === "error") {
      if (result.locked) notify.error("Too Many Attempts", result.message);
      else notify.error("Login Failed", "Please check your credentials and try again.");
    }
  }, [result, navigate]);

  const describedBy = error ? "login-error" : undefined;
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
          <Form method="post" className="flex flex-col gap-4">
            <EnhancedFlag />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <input type="hidden" name="step" value={step} />
            {step === "password" ? (
              <>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="username">Username</Label>
                  <Input
                    id="username"
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    maxLength={200}
                    disabled={pending}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error?.fieldErrors.username ? "username-error" : describedBy}
                  />
                  <FieldError id="username-error">{error?.fieldErrors.username}</FieldError>
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="password">Password</Label>
                  <Input
                    id="password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    maxLength={1000}
                    disabled={pending}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error?.fieldErrors.password ? "password-error" : describedBy}
                  />
                  <FieldError id="password-error">{error?.fieldErrors.password}</FieldError>
                </div>
              </>
            ) : (
              <div className="flex flex-col gap-2">
                <Label htmlFor="code">Authentication code</Label>
                <Input
                  id="code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]{6,7}"
                  maxLength={7}
                  required
                  autoFocus
                  disabled={pending}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
              </div>
            )}
            {error && !error.fieldErrors.username && !error.fieldErrors.password ? (
              <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {error.message}
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
