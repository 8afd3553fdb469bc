/** The spec's e-mail rule (section 5): non-space text, @, non-space text, dot, non-space text. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;
