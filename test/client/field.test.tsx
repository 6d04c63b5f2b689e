import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Field } from '../../client/src/components/Field';
import { TextField } from '../../client/src/components/TextField';
import en from '../../client/src/i18n/en.json';
import * as z from 'zod/mini';
import { rule, useZodForm } from '../../client/src/lib/form';

describe('Field', () => {
  it('names its control by the label and ties the hint to it', () => {
    render(<Field label="Notes" hint="Optional">{(control) => <textarea {...control} />}</Field>);
    const control = screen.getByRole('textbox', { name: 'Notes' });
    expect(control).toHaveAccessibleDescription('Optional');
    expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by the hint and the error message', () => {
    render(
      <Field label="Notes" hint="Optional" error="Too short">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Notes' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Optional Too short');
    expect(screen.getByText('Too short')).toHaveClass('form-field__error');
  });

  it('takes the compact look of the sidebars without changing the wiring', () => {
    render(
      <Field label="Guests" error="At least 1" look="compact">
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    expect(screen.getByText('Guests')).toHaveClass('field-label');
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveAccessibleDescription('At least 1');
    expect(screen.getByText('At least 1')).toHaveClass('field-error');
  });

  it('gives TextField the same wiring', () => {
    render(<TextField label="E-mail" type="email" error="Please enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
  });
});

const schema = z.object({ email: z.string().check(rule((value: string) => value.includes('@'), 'auth.error.email')), notes: z.string() });

type Values = z.infer<typeof schema>;

const EMPTY: Values = { email: '', notes: '' };

/** A form on useZodForm: an e-mail input, a textarea, a button that sets the e-mail, and one that reports a server error. */
function Example({ revalidate, onValid = () => {} }: { revalidate?: 'all' | 'clear'; onValid?: (values: Values) => void }) {
  const { field, input, setValue, setServerError, submit, reset } = useZodForm(schema, { defaultValues: EMPTY, revalidate });
  return (
    <form noValidate onSubmit={submit(onValid)}>
      <TextField label="E-mail" {...field('email')} />
      <Field label="Notes">{(control) => <textarea {...control} {...input('notes')} />}</Field>
      <button type="button" onClick={() => setValue('email', 'set@example.com')}>
        Fill
      </button>
      <button type="button" onClick={() => setServerError('email', 'Already in use')}>
        Server
      </button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const renderExample = (props: Parameters<typeof Example>[0] = {}) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <Example {...props} />
    </IntlProvider>,
  );

describe('useZodForm', () => {
  const email = () => screen.getByRole('textbox', { name: 'E-mail' });

  it('shows translated messages only after a submit, focuses the first, and re-validates on each change', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderExample({ onValid });
    await user.type(email(), 'x');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email()).toHaveAccessibleDescription('Please enter a valid email');
    expect(email()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(email(), '@y');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.clear(email());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes textareas through input() and values through setValue, and submits them', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderExample({ onValid });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Late arrival');
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(email()).toHaveValue('set@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'set@example.com', notes: 'Late arrival' });
  });

  it('shows a server message for a field until the next change', async () => {
    const user = userEvent.setup();
    renderExample();
    await user.click(screen.getByRole('button', { name: 'Server' }));
    expect(email()).toHaveAccessibleDescription('Already in use');
    await user.type(email(), 'a');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it("with revalidate 'clear', takes a message away once fixed but adds none before the next submit", async () => {
    const user = userEvent.setup();
    renderExample({ revalidate: 'clear' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.type(email(), 'a@b');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.clear(email());
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('forgets values, messages and the submit on reset', async () => {
    const user = userEvent.setup();
    renderExample();
    await user.type(email(), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(email()).toHaveValue('');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.type(email(), 'y');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('renders its starting values into the markup, as a page rendered on the server shows them before its scripts run', () => {
    function Prefilled() {
      const { field, input } = useZodForm(schema, { defaultValues: { email: 'ada@example.com', notes: 'Late arrival' } });
      return (
        <form>
          <TextField label="E-mail" {...field('email')} />
          <Field label="Notes">{(control) => <textarea {...control} {...input('notes')} />}</Field>
        </form>
      );
    }
    render(
      <IntlProvider locale="en" messages={en}>
        <Prefilled />
      </IntlProvider>,
    );
    // The markup's own values (the attribute and the text), not the ones scripts set later.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('value', 'ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('defaultValue', 'Late arrival');
  });
});
