import { lazy, memo, Suspense } from "react";
import type * as resultViewModule from "./result-view";
import type { ResultViewProps } from "./result-view";
import { useI18n } from "~/modules/i18n/i18n";

type ResultViewModule = typeof resultViewModule;

let loading: Promise<ResultViewModule> | undefined;
let loaded: ResultViewModule | undefined;

/**
 * Starts loading the result's code once. The wizard calls it once someone has moved past the first step
 * and the new step is painted, so the home page's first load carries only the questionnaire and the
 * code's arrival never delays a step.
 */
export function preloadResultView(): Promise<ResultViewModule> {
  loading ??= import("./result-view").then((module) => (loaded = module));
  return loading;
}

const ResultViewLoaded = lazy(() => preloadResultView().then((module) => ({ default: module.ResultView })));

function ResultLoading() {
  const { t } = useI18n();
  return (
    <div role="status" className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
      {t("result.loading")}
    </div>
  );
}

/**
 * The result, loaded on demand, for the home page. It is never in the home page's server HTML (the page
 * is prerendered at the first step); /check, whose server HTML can hold the result, imports the result
 * directly instead. Once its code is here it renders at once: waiting in a Suspense boundary, even for
 * code already loaded, would let React hold the result back for a while.
 */
export const LazyResultView = memo(function LazyResultView(props: ResultViewProps) {
  if (loaded) return <loaded.ResultView {...props} />;
  return (
    <Suspense fallback={<ResultLoading />}>
      <ResultViewLoaded {...props} />
    </Suspense>
  );
});
