import { TOTP } from "otpauth";
import { baseURL } from "../../playwright.config";
import { admin, dismissToasts, sessionCookie, signIn, unique } from "./admin-support";
import { expect, expectAccessible, test } from "./fixtures";

const adminPaths = ["/admin", "/admin/dashboard", "/admin/add-new-page", "/admin/manage-pages", "/admin/edit-page/some-id", "/admin/security"];

test.describe("admin sign-in", () => {
  test("an anonymous visit to /admin/manage-pages goes to /login and back there after signing in", async ({ page }) => {
    await page.goto("/");
    await page.goto("/admin/manage-pages");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fmanage-pages$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    await expect(page.getByText("Enter your credentials to access the admin panel.")).toBeVisible();

    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Pages");
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page.getByText("Welcome back!")).toBeVisible();

    // The login page was replaced in history: Back goes to where the visitor was before it.
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("shows 'Signing In...' while the server checks the password", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.route("**/login.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a wrong password shows the inline error and the 'Login Failed' toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Please check your credentials and try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await dismissToasts(page);
    await expectAccessible(page, "with the login error");
  });

  test("repeated failures lock that username out from this address with a clear message", async ({ page, request }) => {
    const username = unique("throttle-probe");
    await page.goto("/login");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password").fill(`wrong password ${attempt}`);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    }
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("wrong password 6");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Too many failed sign-in attempts. Please wait 15 minutes before trying again.");
    await expect(page.getByText("Too Many Attempts")).toBeVisible();

    const locked = await request.post("/login", {
      form: { username, password: "anything at all", step: "password" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(800);

    // Other usernames (and so the other tests' administrator) are not affected.
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/security");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsecurity$/);
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid username or password.")).toBeVisible();
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security");

    // Logout without JavaScript: the sidebar link leads to a confirmation page.
    await page.getByRole("link", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Are you sure you want to logout?" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });

  test("sets a session cookie that scripts cannot read and other sites do not send", async ({ page }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto("/admin/dashboard");
    expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");
  });

  test("a new session id is issued at each sign-in", async ({ page }) => {
    await signIn(page);
    const first = await sessionCookie(page);
    await signIn(page);
    expect(await sessionCookie(page)).not.toBe(first);
  });
});

test.describe("admin session", () => {
  test("logout asks for confirmation, ends the session on the server, and the old cookie no longer works", async ({ page, playwright }) => {
    await signIn(page);
    const oldCookie = await sessionCookie(page);
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Logout" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Are you sure you want to logout?" })).toBeVisible();
    await expect(dialog.getByText("You will be returned to the login page.")).toBeVisible();
    await expectAccessible(page, "with the logout dialog open");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("link", { name: "Logout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookie(page)).toBeUndefined();

    // Replaying the old cookie from elsewhere gets nothing.
    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `admin_session=${oldCookie}` } });
    const response = await replay.get("/admin/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/login?redirectTo=%2Fadmin%2Fdashboard");
    await replay.dispose();
  });

  test("every admin screen redirects an anonymous visitor to /login, remembering the path", async ({ request }) => {
    for (const path of adminPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect(response.headers()["cache-control"] ?? "", path).not.toContain("public");
    }
  });

  test("no admin action succeeds without a session", async ({ request }) => {
    const origin = { Origin: baseURL };
    const attempts = [
      request.post("/admin/add-new-page", { multipart: { title: "Sneaky", slug: "sneaky-page", content: "<p>x</p>", isPublished: "on" }, headers: origin, maxRedirects: 0 }),
      request.post("/admin/manage-pages", { form: { intent: "delete", id: "anything" }, headers: origin, maxRedirects: 0 }),
      request.post("/admin/edit-page/anything", { multipart: { title: "T", slug: "sneaky-edit", content: "<p>x</p>" }, headers: origin, maxRedirects: 0 }),
      request.post("/admin/security", { form: { intent: "start" }, headers: origin, maxRedirects: 0 }),
      request.post("/admin/add-new-page.data", { multipart: { title: "Sneaky", slug: "sneaky-data", content: "<p>x</p>", isPublished: "on" }, headers: origin, maxRedirects: 0 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([202, 204, 302, 303, 405]).toContain(response.status());
      if (response.status() === 302) expect(response.headers().location).toMatch(/^\/login\?redirectTo=/);
    }
    expect((await request.get("/sneaky-page")).status()).toBe(404);
    expect((await request.get("/sneaky-data")).status()).toBe(404);
  });

  test("a signed-in administrator's browser cannot be made to post from another site", async ({ page }) => {
    await signIn(page);
    const slug = unique("forged");
    const forged = await page.request.post("/admin/add-new-page", {
      multipart: { title: "Forged", slug, content: "<p>forged</p>", isPublished: "on" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBeGreaterThanOrEqual(400);
    const noOrigin = await page.request.post("/admin/add-new-page", {
      multipart: { title: "Forged", slug, content: "<p>forged</p>", isPublished: "on" },
      headers: { Referer: "https://evil.example/attack.html" },
      maxRedirects: 0,
    });
    expect(noOrigin.status()).toBe(403);
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
  });
});

const STEP_MS = 30_000;

/** The code for a given 30-second step, waiting until the server would accept it (one step of drift). */
async function codeFor(totp: TOTP, step: number): Promise<string> {
  while (Math.floor(Date.now() / STEP_MS) < step - 1) await new Promise((resolve) => setTimeout(resolve, 250));
  return totp.generate({ timestamp: step * STEP_MS + 1000 });
}

test.describe("two-factor authentication", () => {
  test("an administrator can enrol an authenticator; sign-in then asks for the code", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto("/admin/security");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.locator("[data-totp-secret]").innerText()).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" });
    // Each accepted code must belong to a later time step than the one before (no replay).
    let step = Math.floor(Date.now() / STEP_MS);
    await page.getByLabel("Authentication code").fill(await codeFor(totp, step));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(page.getByText("Two-Factor Authentication On")).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await other.goto("/login?redirectTo=%2Fadmin%2Fmanage-pages");
      await other.getByLabel("Username").fill(admin.username);
      await other.getByLabel("Password").fill(admin.password);
      await other.getByRole("button", { name: "Sign In" }).click();
      await expect(other.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
      // The half-signed-in session opens nothing.
      expect((await other.request.get("/admin/dashboard", { maxRedirects: 0 })).status()).toBe(302);
      step += 1;
      const code = await codeFor(totp, step);
      await other.getByLabel("Authentication code").fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
      await other.getByRole("button", { name: "Verify" }).click();
      await expect(other.getByRole("alert").filter({ hasText: "Invalid authentication code." })).toBeVisible();
      await other.getByLabel("Authentication code").fill(code);
      await other.getByRole("button", { name: "Verify" }).click();
      await expect(other).toHaveURL(/\/admin\/manage-pages$/);
      await expect(other.getByText("Login Successful")).toBeVisible();
    } finally {
      // Leave the shared administrator as the other tests expect it: password only.
      step += 1;
      await page.goto("/admin/security");
      await page.getByLabel("Authentication code").fill(await codeFor(totp, step));
      await page.getByRole("button", { name: "Turn off two-factor authentication" }).click();
      await expect(page.getByText("Two-Factor Authentication Off")).toBeVisible();
      await context.close();
    }
  });

  test("the Security page takes a code typed as apps show it, '123 456', like the sign-in step", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto("/admin/security");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.locator("[data-totp-secret]").innerText()).replace(/\s+/g, "");
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" });
    const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
    let step = Math.floor(Date.now() / STEP_MS);
    try {
      await page.getByLabel("Authentication code").fill(spaced(await codeFor(totp, step)));
      await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
      await expect(page.getByText("Two-Factor Authentication On")).toBeVisible();
    } finally {
      step += 1;
      await page.goto("/admin/security");
      await page.getByLabel("Authentication code").fill(spaced(await codeFor(totp, step)));
      await page.getByRole("button", { name: "Turn off two-factor authentication" }).click();
      await expect(page.getByText("Two-Factor Authentication Off")).toBeVisible();
    }
  });
});
