import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { hasFieldErrors, type FieldErrors, type FormFailure, type FormReply, type FormValues } from "~/lib/forms/reply";
import { filledSince, snapshotFields, type FieldSnapshot } from "./filled-since";
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
  /** The browser check found problems (for forms whose messages are shown in a toast). */
  onInvalid?: (errors: FieldErrors<Field>) => void;
}

export interface FormState<Reply extends FormReply, Field extends string> {
  /** Put on the `<Form>`: focus moves within it. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Put on the `<Form>`: runs `validate`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * The message per field to show: the browser check's, else the last answer's; a field filled in
   * with something new since then shows none (the next check judges it again).
   */
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
  const shown: FieldErrors<Field> = clientErrors ?? (failure?.fieldErrors as FieldErrors<Field> | undefined) ?? {};
  // The check whose messages are on screen, and what its fields held then.
  const check: object | null = clientErrors ?? failure ?? null;
  const checked = useRef<FieldSnapshot>({ check: null, values: {} });
  const [filled, setFilled] = useState<{ check: object | null; fields: ReadonlySet<string> }>({ check: null, fields: new Set() });

  const answered = useEffectEvent((answer: Reply) => {
    if (!answer.ok && formRef.current) checked.current = snapshotFields(formRef.current, answer, (answer as FormFailure).fieldErrors);
    options.onReply?.(answer);
    if (!answer.ok && hasFieldErrors(answer as FormFailure)) focusFirstInvalid(formRef.current);
  });
  useEffect(() => {
    if (reply) answered(reply);
  }, [reply]);

  // Typing, picking and choosing anywhere in the form: messages of fields filled in since go. Read once
  // React has rendered the change, as one field may fill another (the page form's slug from its title).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const review = (event: Event) => {
      const form = formRef.current;
      if (!form || !(event.target instanceof Node) || !form.contains(event.target)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const now = { check: checked.current.check, fields: filledSince(form, checked.current) };
        setFilled((before) => (before.check === now.check && sameMembers(before.fields, now.fields) ? before : now));
      }, 0);
    };
    document.addEventListener("input", review);
    document.addEventListener("change", review);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", review);
      document.removeEventListener("change", review);
    };
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate) return;
    const found = validate(new FormData(event.currentTarget));
    if (!Object.values(found).some(Boolean)) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    checked.current = snapshotFields(event.currentTarget, found, found);
    // Rendered at once, so the fields are marked invalid before focus moves to the first.
    flushSync(() => setClientErrors(found));
    focusFirstInvalid(formRef.current);
    options.onInvalid?.(found);
  };

  return {
    formRef,
    onSubmit,
    errors: filled.check === check && filled.fields.size > 0 ? withoutFields(shown, filled.fields) : shown,
    values: failure?.values ?? {},
    reply: clientErrors ? undefined : reply,
    failure: clientErrors ? undefined : failure,
  };
}

function sameMembers(one: ReadonlySet<string>, other: ReadonlySet<string>): boolean {
  return one.size === other.size && [...one].every((member) => other.has(member));
}

function withoutFields<Field extends string>(errors: FieldErrors<Field>, fields: ReadonlySet<string>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.has(field))) as FieldErrors<Field>;
}
