import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../api-client';
import {
  type FieldError,
  type FieldErrors,
  type FormSchema,
  schemaErrors,
  serverFieldErrors,
} from './field-errors';
import { afterPressIn, submitPressedIn, watchSubmitPresses } from './submit-press';

type Values<F extends string> = Record<F, string>;

/**
 * A small form state over a contract schema. Problems show when a filled field is left (not
 * when it is left for the submit button), for every field on submit, and then update as the user types. A submit that is running cannot be
 * sent again. Field errors of a 400 reply land on their fields.
 *
 * Not react-hook-form: it costs about 12 KB gzip on the sign-in page, which would break its
 * 150 KB budget (DESIGN §8); these forms need only this much.
 */
export function useSchemaForm<F extends string, T>(schema: FormSchema<T>, initial: Values<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  /** What a refusal said beyond its fields, when the form sits in a dialog (`FormProblem`). */
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  watchSubmitPresses();

  const check = (next: Values<F>): FieldErrors => {
    const result = schema.safeParse(next);
    return result.success ? {} : schemaErrors(result.error.issues);
  };

  const focusFirst = (found: FieldErrors) => {
    const form = formRef.current;
    const first = (Object.keys(initial) as F[]).find((name) => found[name]);
    if (!form || !first) return;
    const element = form.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };

  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name] as FieldError | undefined,
      onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted || errors[name]) setErrors(submitted ? check(next) : omit(errors, name));
      },
      onBlur() {
        // Pressing Save: the submit that follows marks every field at once.
        if (submitted || values[name] === '' || submitPressedIn(formRef.current)) return;
        const found = check(values)[name];
        afterPressIn(formRef.current, () =>
          setErrors((current) => (found ? { ...current, [name]: found } : omit(current, name))),
        );
      },
    };
  }

  function handleSubmit(onValid: (data: T) => Promise<unknown> | unknown) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      setSubmitted(true);
      const result = schema.safeParse(values);
      if (!result.success) {
        const found = schemaErrors(result.error.issues);
        setErrors(found);
        focusFirst(found);
        return;
      }
      running.current = true;
      setPending(true);
      setProblem(null);
      try {
        await onValid(result.data);
      } catch (error) {
        const found = serverFieldErrors(error, Object.keys(initial));
        setErrors(found);
        // One message once: what a field shows is not repeated as a toast. Under a modal dialog's
        // backdrop a toast is out of sight, so what no field shows is said in the form instead.
        if (error instanceof ApiError) {
          error.shownInline(Object.keys(found));
          const rest = formRef.current?.closest('dialog') ? unplacedMessages(error, found) : [];
          if (rest.length > 0) {
            setProblem(rest.join(' '));
            error.shownInline();
          }
        }
        focusFirst(found);
      } finally {
        running.current = false;
        setPending(false);
      }
    };
  }

  const setFieldError = (name: F, error: FieldError) => setErrors((c) => ({ ...c, [name]: error }));
  const reset = (next: Partial<Values<F>> = {}) => {
    setValues({ ...initial, ...next });
    setErrors({});
    setSubmitted(false);
    setProblem(null);
  };

  return { formRef, values, field, handleSubmit, pending, problem, setFieldError, reset };
}

/** The refusal's messages that no field of the form shows. */
function unplacedMessages(error: ApiError, placed: FieldErrors): string[] {
  const body = error.body;
  if (!body || typeof body !== 'object') return error.message ? [error.message] : [];
  return body.errors.filter((e) => !(e.field && placed[e.field])).map((e) => e.message);
}

function omit(errors: FieldErrors, name: string): FieldErrors {
  const { [name]: _, ...rest } = errors;
  return rest;
}
