import { loginBodySchema } from '@fuel/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormProblem } from '../../components/ui/form-problem';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../api-client';
import { i18n } from '../i18n';
import { useSchemaForm } from './use-schema-form';

function LoginLikeForm({ onValid }: { onValid: (data: unknown) => Promise<unknown> }) {
  const form = useSchemaForm(loginBodySchema, { identifier: '', password: '' });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('identifier')} label="Identifier" />
      <TextField {...form.field('password')} label="Password" type="password" />
      <input type="checkbox" aria-label="Remember me" />
      <FormProblem text={form.problem} />
      <SubmitButton pending={form.pending}>Send</SubmitButton>
    </form>
  );
}

/** A refusal naming the password field and saying one thing about no field. */
const refusal = () =>
  new ApiError('Wrong password', 422, ['VALIDATION_FAILED', 'BUSINESS_RULE'], {
    message: 'Refused',
    errors: [
      { code: 'VALIDATION_FAILED', message: 'Wrong password', field: 'password' },
      { code: 'BUSINESS_RULE', message: 'This operation cannot be completed.' },
    ],
  });

async function submitFilled() {
  fireEvent.input(screen.getByLabelText('Identifier'), { target: { value: 'ani@mail.am' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useSchemaForm', () => {
  it('ties each message to its field and focuses the first invalid one', async () => {
    await i18n.changeLanguage('en');
    render(<LoginLikeForm onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const identifier = await screen.findByLabelText('Identifier');
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
    const described = identifier.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toContain(
      'Email or phone number is required.',
    );
    expect(document.activeElement).toBe(identifier);
    // After a submit, messages follow the typing.
    fireEvent.input(identifier, { target: { value: 'ani@mail.am' } });
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBeNull());
  });

  it('cannot send twice while a submit runs', async () => {
    let finish: () => void = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginLikeForm onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Identifier'), { target: { value: '+37491000001' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'x' } });
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true));
    fireEvent.submit(form);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ identifier: '+37491000001', password: 'x' });
    finish();
    await waitFor(() => expect(screen.getByRole('button').hasAttribute('disabled')).toBe(false));
  });

  it('leaving a field for the submit button marks nothing early; the submit marks every field', async () => {
    await i18n.changeLanguage('en');
    render(<LoginLikeForm onValid={vi.fn()} />);
    const identifier = screen.getByLabelText('Identifier');
    const password = screen.getByLabelText('Password');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.input(identifier, { target: { value: 'not an address' } });
    // A message printed now would push the button away from under the pointer and lose the click.
    fireEvent.pointerDown(send);
    fireEvent.blur(identifier);
    expect(identifier.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(send);
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaving a field for a checkbox below it prints its problem once the click has landed', async () => {
    await i18n.changeLanguage('en');
    render(<LoginLikeForm onValid={vi.fn()} />);
    const identifier = screen.getByLabelText('Identifier');
    const box = screen.getByLabelText('Remember me') as HTMLInputElement;
    fireEvent.input(identifier, { target: { value: 'not an address' } });
    // Printed while the press is held, the message would move the checkbox from under it.
    fireEvent.pointerDown(box);
    fireEvent.blur(identifier);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(identifier.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
  });

  it('leaving a filled field by keyboard still shows its problem at once', async () => {
    await i18n.changeLanguage('en');
    render(<LoginLikeForm onValid={vi.fn()} />);
    const identifier = screen.getByLabelText('Identifier');
    fireEvent.input(identifier, { target: { value: 'not an address' } });
    fireEvent.blur(identifier);
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('outside a dialog, a refusal about no field is left to the toasts', async () => {
    await i18n.changeLanguage('en');
    const error = refusal();
    render(<LoginLikeForm onValid={() => Promise.reject(error)} />);
    await submitFilled();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
    // The field's message is not a toast as well; the other one has no place but a toast.
    expect(error.isShownInline('password')).toBe(true);
    expect(error.isShownInline(undefined)).toBe(false);
  });

  it('in a dialog, what a refusal says beyond the fields is shown in the form', async () => {
    await i18n.changeLanguage('en');
    const error = refusal();
    render(
      <dialog open>
        <LoginLikeForm onValid={() => Promise.reject(error)} />
      </dialog>,
    );
    await submitFilled();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This operation cannot be completed.',
    );
    // The field's own message is under the field, not in the banner.
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    // Both are on the page: neither is repeated as a toast.
    expect(error.isShownInline('password')).toBe(true);
    expect(error.isShownInline(undefined)).toBe(true);
  });
});
