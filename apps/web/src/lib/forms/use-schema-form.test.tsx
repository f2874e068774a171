import { loginBodySchema } from '@fuel/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { i18n } from '../i18n';
import { useSchemaForm } from './use-schema-form';

function LoginLikeForm({ onValid }: { onValid: (data: unknown) => Promise<unknown> }) {
  const form = useSchemaForm(loginBodySchema, { identifier: '', password: '' });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('identifier')} label="Identifier" />
      <TextField {...form.field('password')} label="Password" type="password" />
      <SubmitButton pending={form.pending}>Send</SubmitButton>
    </form>
  );
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

  it('leaving a filled field by keyboard still shows its problem at once', async () => {
    await i18n.changeLanguage('en');
    render(<LoginLikeForm onValid={vi.fn()} />);
    const identifier = screen.getByLabelText('Identifier');
    fireEvent.input(identifier, { target: { value: 'not an address' } });
    fireEvent.blur(identifier);
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });
});
