// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data } from "react-router";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import type { Messages } from "@lingui/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "~/modules/i18n/catalogs.server";
import { createI18n } from "~/modules/i18n/i18n";
import { MessagesProvider } from "~/modules/i18n/provider";
import { PurchaseForm } from "./purchase-form";

afterEach(cleanup);

let english: Messages;
beforeAll(async () => {
  english = await loadMessages("en");
});

/** A stand-in for the /checkout action, answering as its contract says (the form reply shape). */
function renderForm(checkout: (form: FormData) => Promise<Response | ReturnType<typeof data>>, answers?: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <MessagesProvider i18n={createI18n("en", english)}>
          <PurchaseForm template="visitor-600-sponsored" visaName="Visitor visa (subclass 600), Sponsored Family stream" answers={answers} />
          <LazyToaster />
        </MessagesProvider>
      ),
    },
    { path: "/checkout", action: async ({ request }) => checkout(await request.formData()) },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { user: userEvent.setup() };
}

describe("template purchase form", () => {
  it("refuses an invalid e-mail with the 'Invalid Email' toast and posts nothing", async () => {
    const posted: FormData[] = [];
    const { user } = renderForm(async (form) => {
      posted.push(form);
      return data({});
    });
    await user.type(screen.getByLabelText("Email"), "traveller@example");
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await screen.findByText("Invalid Email")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(posted).toHaveLength(0);
  });

  it("names the recommended visa's template under the e-mail field", () => {
    renderForm(async () => data({}));
    const hint = screen.getByText(/template and checklist for the Visitor visa \(subclass 600\), Sponsored Family stream to this address/);
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);
  });

  it("posts product, e-mail and the recommended visa's template to /checkout, is busy meanwhile, and shows the returned error", async () => {
    const posted: FormData[] = [];
    let answer: () => void = () => undefined;
    const { user } = renderForm(async (form) => {
      posted.push(form);
      await new Promise<void>((resolve) => (answer = resolve));
      return data(
        { ok: false, formError: { title: "Payment Error", message: "Your card was declined." }, fieldErrors: {}, values: {} },
        { status: 402 },
      );
    });
    await user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const { _submission: token, ...fields } = Object.fromEntries(posted[0] ?? []);
    expect(fields).toEqual({ product: "template", template: "visitor-600-sponsored", email: "traveller@example.com" });
    // A one-time token made at the first submit, so the same purchase sent again opens one checkout.
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole("button", { name: "Proceed to Payment" })).toHaveProperty("disabled", true);
    expect(screen.getByLabelText("Email")).toHaveProperty("disabled", true);

    answer();
    expect(await screen.findByText("Payment Error")).toBeTruthy();
    expect(screen.getByText("Your card was declined.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Proceed to Payment" })).toHaveProperty("disabled", false));
    expect(screen.getByLabelText("Email")).toHaveProperty("disabled", false);

    // Trying again after the error is the same purchase: it carries the same token.
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.get("_submission")).toBe(token);
  });

  it("offers to print the result's answers in the guide, ticked, and posts them only while ticked", async () => {
    const answers = "country=IN&passport=IN&stream=sponsored&stay=short";
    const posted: FormData[] = [];
    const { user } = renderForm(async (form) => {
      posted.push(form);
      return data({ ok: false, formError: { title: "Payment Error", message: "Declined." }, fieldErrors: {}, values: {} }, { status: 402 });
    }, answers);
    const box = screen.getByRole("checkbox", { name: /Print my answers to the check in the guide/ });
    expect(box).toHaveProperty("checked", true);
    await user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get("answers")).toBe(answers);

    await waitFor(() => expect(screen.getByRole("button", { name: "Proceed to Payment" })).toHaveProperty("disabled", false));
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.has("answers")).toBe(false);
  });

  it("offers no answers box where the form has no result's answers", () => {
    renderForm(async () => data({}));
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
