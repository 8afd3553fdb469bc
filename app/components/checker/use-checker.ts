import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { answersAfterResidence, cleanAnswers, withDefaultPassport } from "~/modules/eligibility/answers";
import { stepsFor, type Answers, type QuestionId, type QuestionStep } from "~/modules/eligibility/questions";
import { reachableView, type WizardView } from "~/modules/eligibility/rules";

/** What the server hands the wizard on the no-JavaScript path (/check). */
export interface CheckerInitialState {
  answers: Answers;
  view: WizardView;
  blocked: boolean;
}

/** What each history entry of the wizard carries (browser history state, never the URL). */
interface CheckerHistoryEntry {
  view: WizardView;
  answers: Answers;
  /** The view of the entry this one was pushed from, so the Back button can return to it. */
  from: WizardView | null;
}

const isView = (value: unknown): value is WizardView =>
  value === "result" || (typeof value === "number" && Number.isInteger(value) && value >= 0);

function readHistoryEntry(state: unknown): CheckerHistoryEntry | null {
  if (typeof state !== "object" || state === null || !("checker" in state)) return null;
  const entry = (state as { checker: unknown }).checker;
  if (typeof entry !== "object" || entry === null) return null;
  const { view, answers, from } = entry as { view?: unknown; answers?: unknown; from?: unknown };
  if (!isView(view)) return null;
  return {
    view,
    // History state survives reloads; treat it as untrusted input like the query string.
    answers: typeof answers === "object" && answers !== null ? cleanAnswers(answers as Record<string, unknown>) : {},
    from: isView(from) ? from : null,
  };
}

export interface Checker {
  answers: Answers;
  steps: readonly QuestionStep[];
  view: WizardView;
  /** True once the wizard moved in this page's life (focus and announcements follow moves, not page loads). */
  hasMoved: boolean;
  /** True when the person pressed Next with questions of this step unanswered. */
  errorsVisible: boolean;
  /** True when the server sent this step back for missing answers (no-JavaScript path): say so on the page. */
  blockedByServer: boolean;
  answer: (id: QuestionId, value: string) => void;
  goTo: (view: WizardView) => void;
  back: () => void;
  showErrors: () => void;
  reset: () => void;
}

/**
 * The wizard's state. The step shown lives in browser history state, so each step is a history entry
 * and the browser's Back and Forward move between steps; the answers live in React state for the
 * page's life, so moving back and forth never loses one. Each entry also keeps a copy of the answers,
 * which restores the wizard when the page is reloaded or returned to. Nothing is sent to the server.
 */
export function useChecker(initial: CheckerInitialState | undefined, hydrated: boolean): Checker {
  const location = useLocation();
  const navigate = useNavigate();
  // The server's HTML knows nothing of history state; reading it only after hydration keeps the first
  // render identical to that HTML.
  const entry = hydrated ? readHistoryEntry(location.state) : null;
  const [pageAnswers, setPageAnswers] = useState<Answers | null>(null);
  if (hydrated && pageAnswers === null) {
    // First render after hydration: start from the answers of the entry the page was loaded at.
    setPageAnswers(entry?.answers ?? initial?.answers ?? {});
  }
  // A residence without a chosen passport (an older history entry) means the residence's own passport.
  const answers = withDefaultPassport(pageAnswers ?? initial?.answers ?? {});
  const [firstKey] = useState(location.key);
  const [errorsAt, setErrorsAt] = useState<string | null>(initial?.blocked ? location.key : null);

  const requested = entry?.view ?? initial?.view ?? 0;
  const view = reachableView(requested, answers);

  const push = (next: WizardView, nextAnswers: Answers, search = location.search) => {
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { state: { checker: { view: next, answers: nextAnswers, from: view } }, preventScrollReset: true, replace: false },
    );
  };

  return {
    answers,
    steps: stepsFor(answers),
    view,
    hasMoved: location.key !== firstKey,
    errorsVisible: errorsAt === location.key,
    blockedByServer: Boolean(initial?.blocked) && location.key === firstKey && errorsAt === firstKey,
    answer: (id, value) =>
      setPageAnswers((current) => {
        const base = current ?? answers;
        // A new residence brings its own passport, unless the traveller chose another one.
        return id === "country" ? answersAfterResidence(base, value) : { ...base, [id]: value };
      }),
    goTo: (next) => push(next, answers),
    back: () => {
      if (view === 0) return;
      const previous = view === "result" ? stepsFor(answers).length - 1 : view - 1;
      // Where this entry was pushed from the previous step, Back is the browser's Back, so the two
      // buttons never disagree; otherwise (a page loaded at this step) a new entry is pushed.
      if (entry?.from === previous) navigate(-1);
      else push(previous, answers);
    },
    showErrors: () => setErrorsAt(location.key),
    reset: () => {
      setPageAnswers({});
      // On /check the query may still hold the previous answers; a new assessment starts from a clean URL.
      push(0, {}, "");
    },
  };
}
