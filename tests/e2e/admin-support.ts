import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config";
import { expect } from "./fixtures";

/** The administrator Playwright's web server creates at start-up (playwright.config.ts). */
export const admin = { username: "admin", password: "e2e-admin-password-123" } as const;

/** Signs the page's browser context in through the real login form post (fast: no UI steps). */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/login", {
    form: { username: admin.username, password: admin.password, step: "password", redirectTo: "/admin/dashboard" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

/** The value of the admin session cookie in the page's context. */
export async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "admin_session")?.value;
}

/** A small PNG made on the spot. */
export async function pngImage(width = 1200, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 19, g: 74, b: 117 } } }).png().toBuffer();
}

/** A PNG of random pixels (it does not compress), of about `bytes` bytes: a real camera photo's weight. */
export async function heavyPngImage(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A unique suffix so tests can run again against the same database. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Creates a page through the real form action (as a browser without JavaScript would post it). */
export async function createPageViaForm(
  request: APIRequestContext,
  fields: { title: string; slug: string; content: string; isPublished?: boolean },
): Promise<void> {
  const multipart: Record<string, string> = { title: fields.title, slug: fields.slug, content: fields.content };
  if (fields.isPublished) multipart.isPublished = "on";
  const response = await request.post("/admin/add-new-page", { multipart, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(303);
  expect(response.headers().location).toBe("/admin/manage-pages");
}

/**
 * Closes any visible toasts. Sonner's rich error colours (set up in the root layout) fall just
 * short of AA contrast, so accessibility checks of a screen are made once its toasts are gone.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  const closeButtons = page.getByRole("button", { name: "Close toast" });
  // Stacked toasts behind the front one cannot be clicked until it goes, and a late toast can arrive
  // while closing, so close what is there until none is left.
  await expect(async () => {
    for (const button of await closeButtons.all()) await button.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
