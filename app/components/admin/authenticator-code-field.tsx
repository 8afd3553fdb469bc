import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

interface AuthenticatorCodeFieldProps {
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** A form-level message the field is also described by (the sign-in step's alert). */
  describedBy?: string;
  /** "narrow" beside other content (Security page), "full" as the only field of a card (sign-in). */
  width?: "narrow" | "full";
}

/**
 * The authenticator code, wherever one is asked for (sign-in and the Security page): six digits,
 * a space allowed in the middle as apps show it. The server's rule is `authenticatorCode`.
 */
export function AuthenticatorCodeField({ error, disabled, autoFocus, describedBy, width = "narrow" }: AuthenticatorCodeFieldProps) {
  return (
    <Field name="code" label="Authentication code" error={error}>
      {(control) => (
        <Input
          {...control}
          aria-invalid={control["aria-invalid"] ?? (describedBy ? true : undefined)}
          aria-describedby={[control["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus={autoFocus}
          disabled={disabled}
          className={width === "narrow" ? "max-w-40" : undefined}
        />
      )}
    </Field>
  );
}
