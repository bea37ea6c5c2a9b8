/** Validation rules for each field of a form; each gets the field's value and the whole form. */
export type FormRules<F> = { readonly [K in keyof F]?: (value: F[K], form: F) => string | null };

export type FormErrors<F> = { readonly [K in keyof F]?: string };

export type Touched<F> = { readonly [K in keyof F]?: boolean };

/** Every failing field with its message. */
export const validateForm = <F extends object>(form: F, rules: FormRules<F>): FormErrors<F> => {
  const errors: { [K in keyof F]?: string } = {};
  for (const key of Object.keys(rules) as (keyof F)[]) {
    const message = rules[key]?.(form[key], form);
    if (message) errors[key] = message;
  }
  return errors;
};

export const isFormValid = <F extends object>(form: F, rules: FormRules<F>, only?: readonly (keyof F)[]): boolean => {
  const errors = validateForm(form, rules);
  return (only ?? (Object.keys(rules) as (keyof F)[])).every((key) => !errors[key]);
};

/** Errors are shown only once a field has been touched (spec 1 §5). */
export const visibleErrors = <F extends object>(errors: FormErrors<F>, touched: Touched<F>): FormErrors<F> => {
  const shown: { [K in keyof F]?: string } = {};
  for (const key of Object.keys(errors) as (keyof F)[]) if (touched[key]) shown[key] = errors[key];
  return shown;
};

/** On submit every field counts as touched. */
export const touchAll = <F extends object>(rules: FormRules<F>): Touched<F> =>
  Object.fromEntries(Object.keys(rules).map((key) => [key, true])) as Touched<F>;
