import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { afterPaint } from "~/lib/after-paint";
import { answersAfterResidence, cleanAnswers, withDefaultPassport } from "~/modules/eligibility/answers";
import { stepsFor, type Answers, type QuestionId, type QuestionStep } from "~/modules/eligibility/questions";
import { reachableView, type WizardView } from "~/modules/eligibility/rules";

/** What the server hands the wizard on the no-JavaScript path (/check). */
export interface CheckerInitialState {
  answers: Answers;
  view: WizardView;
  blocked: boolean;
}

/** Where the wizard stands: one browser history entry of its own (its state, never the URL). */
interface Place {
  view: WizardView;
  /**
   * This entry's id (0: one the wizard did not write, or the one the page was loaded at) and the view of
   * the entry it was pushed from, for the Back button. Only ever compared, so a stale or odd value read
   * back from history can do no harm.
   */
  key: unknown;
  from: unknown;
  /** The id of the entry it was pushed from, so 'Back' can show that entry's step before the browser reports it. */
  prev?: unknown;
}

const isView = (value: unknown): value is WizardView =>
  value === "result" || (typeof value === "number" && Number.isInteger(value) && value >= 0);

/** The wizard's part of a history entry: its place and a copy of the answers. */
function readHistoryEntry(state: unknown): (Place & { answers: Answers }) | null {
  // History state survives reloads; treat it as untrusted input like the query string.
  const entry = Object((Object(state) as { checker?: unknown }).checker) as Record<string, unknown>;
  const { view, from, key, prev } = entry;
  return isView(view) ? { view, answers: cleanAnswers(Object(entry.answers) as Record<string, unknown>), from, key, prev } : null;
}

/** What the wizard's parts may ask of it. */
export interface CheckerActions {
  answer: (id: QuestionId, value: string) => void;
  goTo: (view: WizardView) => void;
  back: () => void;
  showErrors: () => void;
  reset: () => void;
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
  /** The same object for the page's life (so the parts need not render again), holding the latest moves. */
  actions: RefObject<CheckerActions>;
}

interface WizardState {
  /** The answers, for the page's life: moving back and forth never loses one. */
  answers: Answers;
  /** Where it stands; key 0 is the entry the page was loaded at (focus and announcements follow moves, not page loads). */
  place: Place;
  /** The entry where the person pressed Next with questions unanswered. */
  errorsAt: unknown;
  /** Whether history state was read (only after hydration: the server's HTML knows nothing of it). */
  read?: boolean;
}

const newKey = () => Math.random();

/** The mounted wizard's handler of the browser's Back and Forward. */
let onPop: ((event: PopStateEvent) => void) | undefined;
// Listening from the moment the page's modules load, before the router starts and listens itself, lets the
// wizard keep the router out of moves between its own entries (listeners run in the order they were added).
if (typeof window !== "undefined") addEventListener("popstate", (event) => onPop?.(event));

/** The router's id of a history entry; the wizard's entries carry the id of the entry they were pushed on. */
const routerKey = () => (Object(history.state) as { key?: unknown }).key;

/**
 * The history entry a step change still has to write. Writing one makes the browser bring the page's
 * style and layout up to date (it keeps the scroll position with the entry it leaves), so it waits until
 * the new step has been painted; any later move of the wizard writes it first, so none is lost or
 * written out of order.
 */
let unwritten: (() => void) | undefined;
function writeHistory(write: () => void) {
  writeUnwritten();
  unwritten = write;
  afterPaint(writeUnwritten);
}
function writeUnwritten() {
  const write = unwritten;
  unwritten = undefined;
  write?.();
}

/**
 * The wizard's state, kept by the wizard itself so a step change renders the wizard alone, at once.
 * Each step is a browser history entry it writes with pushState, so the browser's Back and Forward
 * move between steps (popstate); each entry also keeps a copy of the answers, which restores the
 * wizard when the page is reloaded or returned to. Nothing is sent to the server.
 */
export function useChecker(initial: CheckerInitialState | undefined, hydrated: boolean): Checker {
  // The entry the page was loaded at, as the server's loader saw it.
  const [loaded] = useState<Place>({ view: initial?.view ?? 0, key: 0, from: null });
  const [state, setState] = useState<WizardState>({
    answers: initial?.answers ?? {},
    place: loaded,
    errorsAt: initial?.blocked ? 0 : null,
  });

  if (hydrated && !state.read) {
    // First render after hydration: start from the entry the page was loaded at, which counts as the first.
    const entry = readHistoryEntry(history.state);
    setState(entry ? { ...state, answers: entry.answers, place: { ...entry, key: 0 }, read: true } : { ...state, read: true });
  }

  // The places of the entries this page's life has seen, by id, and the 'Back' clicks the browser has yet to report.
  const [seen] = useState(() => new Map<unknown, Place>());
  const pending = useRef({ backs: 0, at: "", key: undefined as unknown });

  useEffect(() => {
    const pathname = location.pathname;
    const onPopState = (event: PopStateEvent) => {
      // The browser moved before the last step change was written: that entry is no longer wanted there.
      unwritten = undefined;
      // An entry of another page: the router is leaving this one.
      if (location.pathname !== pathname) return;
      const pop = pending.current;
      // Between the wizard's own entries of one URL the router has nothing to load or render: keep it out,
      // so only the wizard renders.
      if (routerKey() === pop.key && location.href === pop.at) event.stopImmediatePropagation();
      pop.key = routerKey();
      pop.at = location.href;
      // A 'Back' already shown: only the last of several quick ones says where the wizard stands.
      if (pop.backs > 0 && --pop.backs > 0) return;
      const place = readHistoryEntry(history.state) ?? loaded;
      // Already shown (a 'Back' click): nothing to render again.
      setState((current) => (current.place.key === place.key && current.place.view === place.view ? current : { ...current, place }));
    };
    onPop = onPopState;
    return () => {
      onPop = undefined;
    };
  }, [loaded]);

  const { place, errorsAt } = state;
  seen.set(place.key, place);
  // A residence without a chosen passport (an older history entry) means the residence's own passport.
  const answers = withDefaultPassport(state.answers);
  const view = reachableView(place.view, answers);

  const push = (next: WizardView, nextAnswers: Answers, url?: string) => {
    const to: Place = { view: next, key: newKey(), from: view, prev: place.key };
    setState((current) => ({ ...current, answers: nextAnswers, place: to }));
    writeHistory(() => {
      // Beside the router's own fields, which it reads when the browser moves between these entries.
      history.pushState({ ...(history.state as object), checker: { ...to, answers: nextAnswers } }, "", url);
      Object.assign(pending.current, { at: location.href, key: routerKey() });
    });
  };

  const moves: CheckerActions = {
    answer: (id, value) =>
      setState((current) => ({
        ...current,
        // A new residence brings its own passport, unless the traveller chose another one.
        answers: id === "country" ? answersAfterResidence(current.answers, value) : { ...current.answers, [id]: value },
      })),
    goTo: (next) => push(next, answers),
    back: () => {
      if (view === 0) return;
      const previous = view === "result" ? stepsFor(answers).length - 1 : view - 1;
      // Where this entry was pushed from the previous step, Back is the browser's Back, so the two
      // buttons never disagree; otherwise (a page loaded at this step) a new entry is pushed.
      if (place.from !== previous) return push(previous, answers);
      // The step it leads to shows at once; the browser's report of the move (popstate) confirms it.
      const shown = seen.get(place.prev);
      if (shown) {
        pending.current.backs++;
        setState((current) => ({ ...current, place: shown }));
      }
      // The entry to go back from must exist first.
      writeUnwritten();
      history.back();
    },
    showErrors: () => setState((current) => ({ ...current, errorsAt: current.place.key })),
    reset: () => {
      // On /check the query may still hold the previous answers; a new assessment starts from a clean URL.
      push(0, {}, location.pathname + location.hash);
    },
  };
  // The parts hold one object for the page's life, whose `current` is the moves of the latest render.
  const actions = useRef(moves);
  useLayoutEffect(() => {
    actions.current = moves;
  });

  const steps = useMemo(() => stepsFor({ stream: answers.stream }), [answers.stream]);
  return {
    answers,
    steps,
    view,
    hasMoved: place.key !== 0,
    errorsVisible: errorsAt === place.key,
    blockedByServer: Boolean(initial?.blocked) && place.key === 0 && errorsAt === 0,
    actions,
  };
}
