import { adminSignIn } from "../routes";

/** Signs in as the administrator and returns the Cookie header that carries the session. */
export async function signIn(baseUrl: string, credentials = adminSignIn): Promise<string> {
  const response = await fetch(new URL(credentials.path, baseUrl), {
    method: "POST",
    redirect: "manual",
    // The admin area refuses state-changing requests that do not come from its own origin.
    headers: { Origin: new URL(baseUrl).origin },
    body: new URLSearchParams({ [credentials.fields.username]: credentials.username, [credentials.fields.password]: credentials.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  await response.body?.cancel();
  if (response.status >= 400 || cookies.length === 0) {
    throw new Error(`sign-in at ${credentials.path} answered ${response.status} without a session cookie`);
  }
  return cookies.join("; ");
}

/** One failed sign-in; true when the answer says the visitor is being throttled. */
export async function failedSignIn(baseUrl: string, username: string): Promise<{ status: number; throttled: boolean }> {
  const response = await fetch(new URL(adminSignIn.path, baseUrl), {
    method: "POST",
    headers: { Origin: new URL(baseUrl).origin },
    redirect: "manual",
    body: new URLSearchParams({ [adminSignIn.fields.username]: username, [adminSignIn.fields.password]: "definitely-not-the-password" }),
  });
  const body = await response.text();
  return { status: response.status, throttled: response.status === 429 || /too many/i.test(body) };
}
