import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { CapturedMail } from "../fakes/smtp";

/**
 * Posts a plain HTML form from the current page, as a browser without JavaScript would: the page
 * follows the server's redirect (for /checkout, a 303 to the checkout page).
 */
export async function postFormFromPage(page: Page, action: string, fields: Record<string, string>) {
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
}

/** The signed download link a template e-mail carries. */
export function downloadLinkIn(mail: CapturedMail | undefined): string {
  const link = /https?:\/\/\S+\/template\/download\?\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no download link in:\n${mail?.text}`);
  return link;
}

/** True when the bytes are a PDF that parses and has pages. */
export async function isValidPdf(bytes: Buffer): Promise<boolean> {
  if (bytes.subarray(0, 5).toString() !== "%PDF-") return false;
  return (await PDFDocument.load(bytes)).getPageCount() > 0;
}

/** A local date-time input value some days from now. */
export function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60_000);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
