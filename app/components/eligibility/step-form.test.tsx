// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type RefObject } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countryStep } from "~/modules/eligibility/questions";
import { createI18n } from "~/modules/i18n/i18n";
import { MessagesProvider } from "~/modules/i18n/provider";
import { StepForm } from "./step-form";
import type { CheckerActions } from "./use-checker";

afterEach(cleanup);

/**
 * The wizard's first step as it is between hydration and the effect that marks the page hydrated: React's
 * handlers are attached, but the flags and passport suggestions are still the submit buttons of the
 * server's page.
 */
function renderJustHydrated(answers: Record<string, string> = {}) {
  const actions: RefObject<CheckerActions> = createRef() as RefObject<CheckerActions>;
  actions.current = { answer: vi.fn(), goTo: vi.fn(), back: vi.fn(), showErrors: vi.fn(), reset: vi.fn() };
  const i18n = createI18n("en", {});
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <MessagesProvider i18n={i18n}>
          <StepForm step={countryStep} index={0} isLast={false} answers={answers} errorsVisible={false} blockedByServer={false} hydrated={false} actions={actions} />
        </MessagesProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { actions: actions.current, user: userEvent.setup() };
}

describe("checker step form while the page comes alive", () => {
  it("a pinned flag pressed before the page is marked hydrated chooses its country, without 'Answer Required'", async () => {
    const { actions, user } = renderJustHydrated();
    const flag = screen.getAllByRole("button", { pressed: false }).find((button) => button.getAttribute("value") === countryStep.topOptions[0]);
    expect(flag?.getAttribute("type")).toBe("submit");
    await user.click(flag!);
    expect(actions.answer).toHaveBeenCalledWith("country", countryStep.topOptions[0]);
    expect(actions.showErrors).not.toHaveBeenCalled();
    expect(actions.goTo).not.toHaveBeenCalled();
  });

  it("a passport suggestion pressed in that moment chooses that passport", async () => {
    const { actions, user } = renderJustHydrated({ country: "PR" });
    const suggestion = screen.getAllByRole("button").find((button) => button.getAttribute("name") === "passport");
    expect(suggestion).toBeDefined();
    await user.click(suggestion!);
    expect(actions.answer).toHaveBeenCalledWith("passport", suggestion!.getAttribute("value"));
    expect(actions.showErrors).not.toHaveBeenCalled();
  });
});
