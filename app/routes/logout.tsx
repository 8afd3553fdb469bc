import { Form, Link } from "react-router";
import { logoutTexts } from "~/components/admin/logout-button";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { privateRedirect } from "~/lib/http/private-page-headers";
import { assertSameOrigin } from "~/modules/auth/origin-check.server";
import { getAdminSession } from "~/modules/auth/require-admin.server";
import { readSessionToken, serializeClearedSessionCookie } from "~/modules/auth/session-cookie.server";
import { endSession } from "~/modules/auth/session.server";
import type { Route } from "./+types/logout";

export function meta() {
  return [{ title: "Logout | Admin | Australia Visa Check" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** GET only asks (the confirmation for browsers without JavaScript); it never logs out by itself. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getAdminSession(request))) throw privateRedirect("/login");
  return null;
}

/** POST ends the session on the server and removes the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const publicUrl = getEnv().PUBLIC_URL;
  assertSameOrigin(request, publicUrl);
  const token = readSessionToken(request, publicUrl);
  if (token) await endSession(getDb(), token);
  return privateRedirect("/login", { status: 303, headers: { "Set-Cookie": serializeClearedSessionCookie(publicUrl) } });
}

export default function Logout() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="flex flex-col gap-4 p-6 sm:p-8">
          <h1 className="text-xl font-bold text-slate-900">{logoutTexts.title}</h1>
          <p className="text-slate-600">{logoutTexts.description}</p>
          <Form method="post" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/admin/dashboard" className={buttonVariants({ variant: "outline" })}>
              Cancel
            </Link>
            <Button type="submit" variant="destructive">
              Logout
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
