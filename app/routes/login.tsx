import { data, redirect } from "react-router";
import { LoginForm } from "~/components/admin/login-form";
import { ENHANCED_FIELD } from "~/components/admin/enhanced-flag";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { clientAddress } from "~/modules/auth/client-address.server";
import { handleLoginForm } from "~/modules/auth/login-form.server";
import { assertSameOrigin } from "~/modules/auth/origin-check.server";
import { safeRedirectPath } from "~/modules/auth/redirect-target";
import { getAdminSession } from "~/modules/auth/require-admin.server";
import { readSessionToken, serializeSessionCookie } from "~/modules/auth/session-cookie.server";
import { resolveSession } from "~/modules/auth/session.server";
import type { Route } from "./+types/login";

export function meta() {
  return [{ title: "Admin Login | Australia Visa Check" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  // Keep the action's Retry-After on a lock-out answer.
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getAdminSession(request)) throw redirect(redirectTo);
  // A reload between the password and the code keeps the visitor on the code step.
  const token = readSessionToken(request, getEnv().PUBLIC_URL);
  const pending = token ? await resolveSession(getDb(), token) : undefined;
  return { redirectTo, step: pending?.secondFactorPending ? ("code" as const) : ("password" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const publicUrl = getEnv().PUBLIC_URL;
  assertSameOrigin(request, publicUrl);
  const form = await request.formData();
  const enhanced = form.get(ENHANCED_FIELD) === "1";
  const outcome = await handleLoginForm(getDb(), form, {
    address: clientAddress(context),
    pendingToken: readSessionToken(request, publicUrl),
  });

  if (outcome.kind === "signed-in") {
    const headers = { "Set-Cookie": serializeSessionCookie(outcome.token, publicUrl) };
    // With JavaScript the page shows the welcome toast, then replaces the login page in history.
    if (enhanced) return data({ status: "signed-in" as const, redirectTo: outcome.redirectTo }, { headers });
    return redirect(outcome.redirectTo, { status: 303, headers });
  }
  if (outcome.kind === "code-required") {
    return data(
      { status: "code-required" as const, redirectTo: outcome.redirectTo },
      { headers: { "Set-Cookie": serializeSessionCookie(outcome.pendingToken, publicUrl) } },
    );
  }
  return data(
    {
      status: "error" as const,
      step: outcome.step,
      message: outcome.message,
      fieldErrors: outcome.fieldErrors ?? {},
      locked: outcome.status === 429,
      redirectTo: outcome.redirectTo,
    },
    { status: outcome.status, headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined },
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm redirectTo={safeRedirectPath(actionData?.redirectTo ?? loaderData.redirectTo)} initialStep={loaderData.step} result={actionData} />;
}
