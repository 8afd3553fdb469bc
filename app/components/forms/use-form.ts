import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { hasFieldErrors, type FieldErrors, type FormFailure, type FormReply, type FormValues } from "~/lib/forms/reply";
import { focusFirstInvalid } from "./focus-first-invalid";

export interface UseFormOptions<Reply extends FormReply, Field extends string> {
  /** The action's answer (`actionData`, or `fetcher.data`), if any yet. */
  reply: Reply | undefined;
  /**
   * The server's checks repeated in the browser before posting (the same zod schema through
   * `zodCheck`, or a small function where zod would weigh too much). Errors block the post.
   */
  validate?: (form: FormData) => FieldErrors<Field>;
  /** Each new answer, once: toasts, navigation. */
  onReply?: (reply: Reply) => void;
  /** The browser check found problems (for forms whose messages the spec puts in a toast). */
  onInvalid?: (errors: FieldErrors<Field>) => void;
}

export interface FormState<Reply extends FormReply, Field extends string> {
  /** Put on the `<Form>`: focus moves within it. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Put on the `<Form>`: runs `validate`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The message per field to show: the browser check's, else the last answer's. */
  errors: FieldErrors<Field>;
  /** What was typed, from a failed answer (for `defaultValue`, so nothing is lost without JavaScript). */
  values: FormValues;
  /** The last answer, unless the browser check has found problems since (then those are what counts). */
  reply: Reply | undefined;
  /** The same, when it failed. */
  failure: (Reply & FormFailure) | undefined;
}

/**
 * The client half of the form convention (decision record 015): errors from the browser check or
 * from the server's answer, focus on the first invalid field after either, and one callback per
 * answer for toasts. Works the same for `<Form>` and `fetcher.Form`.
 */
export function useForm<Reply extends FormReply, Field extends string = string>(options: UseFormOptions<Reply, Field>): FormState<Reply, Field> {
  const { reply, validate } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);
  const failure = reply && !reply.ok ? (reply as Reply & FormFailure) : undefined;

  const answered = useEffectEvent((answer: Reply) => {
    options.onReply?.(answer);
    if (!answer.ok && hasFieldErrors(answer as FormFailure)) focusFirstInvalid(formRef.current);
  });
  useEffect(() => {
    if (reply) answered(reply);
  }, [reply]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate) return;
    const found = validate(new FormData(event.currentTarget));
    if (!Object.values(found).some(Boolean)) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    // Rendered at once, so the fields are marked invalid before focus moves to the first.
    flushSync(() => setClientErrors(found));
    focusFirstInvalid(formRef.current);
    options.onInvalid?.(found);
  };

  return {
    formRef,
    onSubmit,
    errors: clientErrors ?? (failure?.fieldErrors as FieldErrors<Field> | undefined) ?? {},
    values: failure?.values ?? {},
    reply: clientErrors ? undefined : reply,
    failure: clientErrors ? undefined : failure,
  };
}
