import { data } from "react-router";
import type { FieldErrors, FormFailure, FormNotice, FormSuccess, FormValues } from "./reply";

export interface FailureOptions<Extra extends object> {
  /** A problem with the form as a whole: the toast and alert. */
  formError?: FormNotice;
  /** Field messages; by default those of the submission. */
  fieldErrors?: FieldErrors;
  /** 400 unless said otherwise (401 credentials, 429 limits, 502 payment service...). */
  status?: number;
  headers?: HeadersInit;
  /** Anything else the page needs to show the failure (kept to a minimum). */
  extra?: Extra;
}

/**
 * A form action's answer when the submission cannot go ahead. `from` is the submission (or
 * anything with the typed `values` and its own `fieldErrors`).
 */
export function formFailure<Extra extends object = Record<never, never>>(
  from: { values: FormValues; fieldErrors?: FieldErrors },
  options: FailureOptions<Extra> = {},
) {
  const failure: FormFailure = {
    ok: false,
    ...(options.formError ? { formError: options.formError } : {}),
    fieldErrors: options.fieldErrors ?? from.fieldErrors ?? {},
    values: from.values,
  };
  return data({ ...failure, ...(options.extra as Extra) } as FormFailure & Extra, {
    status: options.status ?? 400,
    headers: options.headers,
  });
}

/** A form action's answer when it worked and the page stays (with JavaScript); else redirect. */
export function formSuccess<Data extends object = Record<never, never>>(payload?: Data, init?: ResponseInit) {
  return data({ ok: true, ...payload } as FormSuccess<Data>, init);
}
