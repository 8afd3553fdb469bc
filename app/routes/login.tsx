import { LoginForm } from "~/components/admin/login-form";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { privatePageHeaders, privateRedirect } from "~/lib/http/private-page-headers";
import { handleLogin, loginSchema } from "~/modules/auth/login-form.server";
import { readKnownDevice, serializeKnownDeviceCookie } from "~/modules/auth/known-device.server";
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
  return privatePageHeaders(actionHeaders);
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), getEnv().PUBLIC_URL);
  if (await getAdminSession(request)) throw privateRedirect(redirectTo);
  // A reload between the password and the code keeps the visitor on the code step.
  const token = readSessionToken(request, getEnv().PUBLIC_URL);
  const pending = token ? await resolveSession(getDb(), token) : undefined;
  return { redirectTo, step: pending?.secondFactorPending ? ("code" as const) : ("password" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const publicUrl = getEnv().PUBLIC_URL;
  assertSameOrigin(request, publicUrl);
  const submission = await parseForm(request, loginSchema, { conceal: ["password", "code"] });
  const redirectTo = safeRedirectPath(submission.values.redirectTo, publicUrl);
  const step = submission.values.step === "code" ? ("code" as const) : ("password" as const);
  if (!submission.ok) return formFailure(submission, { extra: { step, redirectTo, locked: false } });

  const outcome = await handleLogin(getDb(), submission.data, {
    address: clientAddress(context),
    device: readKnownDevice(request, publicUrl),
    pendingToken: readSessionToken(request, publicUrl),
  });
  if (outcome.kind === "signed-in") {
    // The browser becomes a known device: its own later failures are counted apart (decision record 017).
    const headers = new Headers([
      ["Set-Cookie", serializeSessionCookie(outcome.token, publicUrl)],
      ["Set-Cookie", serializeKnownDeviceCookie(outcome.username, publicUrl)],
    ]);
    // With JavaScript the page shows the welcome toast, then replaces the login page in history.
    if (submission.enhanced) return formSuccess({ status: "signed-in" as const, redirectTo }, { headers });
    return privateRedirect(redirectTo, { status: 303, headers });
  }
  if (outcome.kind === "code-required") {
    return formSuccess(
      { status: "code-required" as const, redirectTo },
      { headers: { "Set-Cookie": serializeSessionCookie(outcome.pendingToken, publicUrl) } },
    );
  }
  const locked = outcome.status === 429;
  return formFailure(submission, {
    formError: { title: locked ? "Too Many Attempts" : "Login Failed", message: outcome.message },
    fieldErrors: {},
    status: outcome.status,
    headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
    extra: { step: outcome.step, redirectTo, locked },
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm redirectTo={safeRedirectPath(actionData?.redirectTo ?? loaderData.redirectTo)} initialStep={loaderData.step} reply={actionData} />;
}
