import {
  type FormRules,
  type Touched,
  isFormValid,
  touchAll,
  validateForm,
  visibleErrors,
} from "@lectern/core/kernel/formState";
import { useState } from "react";

/** Keys of F whose value is a string, i.e. the ones a text field can edit. */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export interface TextFieldBinding {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
}

export interface Form<F extends object> {
  readonly values: F;
  /** Errors of touched fields only (spec 1 §5: errors show after a field has been touched). */
  readonly errors: { readonly [K in keyof F]?: string };
  set<K extends keyof F>(key: K, value: F[K]): void;
  touch(key: keyof F): void;
  /** Marks `only` (or every ruled field) as touched and says whether those fields are valid. */
  check(only?: readonly (keyof F)[]): boolean;
  /** Props for a kit TextField / PasswordField bound to one string field. */
  text(key: TextKeys<F>): TextFieldBinding;
  /** Bumps on every failed check, so a form can move focus to the first message. */
  readonly failedChecks: number;
}

/**
 * Form state over the core's formState rules. The rules stay in the core; this only remembers what
 * was typed and touched, which is view state.
 */
export function useForm<F extends object>(initial: F | (() => F), rules: FormRules<F>): Form<F> {
  const [values, setValues] = useState<F>(initial);
  const [touched, setTouched] = useState<Touched<F>>({});
  const [failedChecks, setFailedChecks] = useState(0);
  const errors = visibleErrors(validateForm(values, rules), touched);

  const set = <K extends keyof F>(key: K, value: F[K]) => setValues((current) => ({ ...current, [key]: value }));
  const touch = (key: keyof F) => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));
  const check = (only?: readonly (keyof F)[]) => {
    const marked: Touched<F> = only
      ? (Object.fromEntries(only.map((key) => [key, true])) as Touched<F>)
      : touchAll(rules);
    setTouched((current) => ({ ...current, ...marked }));
    const valid = isFormValid(values, rules, only);
    if (!valid) setFailedChecks((count) => count + 1);
    return valid;
  };
  const text = (key: TextKeys<F>): TextFieldBinding => ({
    name: String(key),
    value: values[key] as string,
    onChange: (value: string) => set(key, value as F[TextKeys<F>]),
    onBlur: () => touch(key),
    error: errors[key],
  });

  return { values, errors, set, touch, check, text, failedChecks };
}
