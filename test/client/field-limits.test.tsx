import { ApolloLink } from '@apollo/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { AppProviders } from '../../client/src/app/AppProviders';
import CheckoutPage from '../../client/src/features/checkout/CheckoutPage';
import EnquirePage from '../../client/src/features/enquire/EnquirePage';
import { FlightInquiryForm } from '../../client/src/features/extras/FlightInquiryForm';
import { NewsletterBand } from '../../client/src/features/footer/NewsletterBand';
import { mockServer, renderPages } from './account-render';
import { company, currencies } from './render';

/**
 * Every free-text field stops where the server's validation would refuse the value: e-mail
 * 254, one-line text 200 (100 for an account name), messages 5000, passwords 128.
 */
const EMAIL = 254;
const TEXT = 200;
const ACCOUNT_NAME = 100;
const MESSAGE = 5000;
const PASSWORD = 128;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  sessionStorage.clear();
});

/** Input types that take free text, where a missing maxLength would let anything through. */
const FREE_TEXT = ['text', 'email', 'tel', 'search', 'url', 'password'];

/** Every free-text input and textarea inside `root` has a positive maxLength. */
function expectEveryFieldBounded(root: HTMLElement) {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (field) => field instanceof HTMLTextAreaElement || FREE_TEXT.includes(field.type),
  );
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) expect({ name: field.name || field.id, maxLength: field.maxLength > 0 }).toEqual({ name: field.name || field.id, maxLength: true });
}

const staticAnswers = new ApolloLink(() => of({ data: { company, currencies } }));

function show(ui: ReactNode, link: ApolloLink = staticAnswers) {
  return render(
    <AppProviders link={link}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

const signedOut = () => ({ data: { me: null } });

describe('form field length limits', () => {
  it('login: e-mail 254, password 128, and typing stops at the limit', async () => {
    const ui = userEvent.setup();
    renderPages('/login', mockServer({ LoginPageMe: signedOut }).link);
    const form = await screen.findByRole('form', { name: 'Login' });
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveAttribute('maxLength', String(EMAIL));
    expect(within(form).getByLabelText('Password')).toHaveAttribute('maxLength', String(PASSWORD));
    expectEveryFieldBounded(form);

    await ui.click(email);
    await ui.paste(`${'a'.repeat(300)}@example.com`);
    expect((email as HTMLInputElement).value).toHaveLength(EMAIL);
  });

  it('register: name 100, e-mail 254, both passwords 128', async () => {
    renderPages('/login?tab=register', mockServer({ LoginPageMe: signedOut }).link);
    const form = await screen.findByRole('form', { name: 'Register' });
    expect(within(form).getByLabelText('Full Name')).toHaveAttribute('maxLength', String(ACCOUNT_NAME));
    expect(within(form).getByLabelText('Email')).toHaveAttribute('maxLength', String(EMAIL));
    expect(within(form).getByLabelText('Password')).toHaveAttribute('maxLength', String(PASSWORD));
    expect(within(form).getByLabelText('Confirm Password')).toHaveAttribute('maxLength', String(PASSWORD));
    expectEveryFieldBounded(form);
  });

  it('enquiry: name, phone and subject 200, e-mail 254, message 5000', async () => {
    show(<EnquirePage />);
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(within(form).getByLabelText('Name')).toHaveAttribute('maxLength', String(TEXT));
    expect(within(form).getByLabelText('Email')).toHaveAttribute('maxLength', String(EMAIL));
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('maxLength', String(TEXT));
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('maxLength', String(TEXT));
    expect(within(form).getByLabelText('Message')).toHaveAttribute('maxLength', String(MESSAGE));
    expectEveryFieldBounded(form);
  });

  it('flight inquiry: one-line fields 200, e-mail 254, message 5000', () => {
    const { container } = show(<FlightInquiryForm />);
    for (const label of ['Full name', 'Phone', 'Departure country', 'Departure city', 'Destination country', 'Destination city']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', String(TEXT));
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(EMAIL));
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('maxLength', String(MESSAGE));
    expectEveryFieldBounded(container);
  });

  it('newsletter: e-mail 254', () => {
    const { container } = show(<NewsletterBand />);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('maxLength', String(EMAIL));
    expectEveryFieldBounded(container);
  });

  it('checkout: lead guest name and phone 200, e-mail 254, card number 23 (19 digits and their spaces), discount code 40', async () => {
    const checkIn = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const everything = {
      company,
      currencies,
      me: { __typename: 'User', id: 'u1', name: 'Ada Guest', email: 'ada@example.com', phone: '+44 20 7946 0000' },
      cart: {
        __typename: 'Cart',
        currency: 'GBP',
        itemCount: 1,
        subtotal: 7000,
        total: 7000,
        items: [
          {
            __typename: 'CartItem',
            id: 'item-1',
            propertyId: 'villa-1',
            propertyTitle: 'Villa Azzurra',
            checkIn,
            checkOut: new Date(Date.parse(checkIn) + 7 * 86_400_000).toISOString().slice(0, 10),
            guests: 4,
            pricePerNight: 1000,
            totalNights: 7,
            totalPrice: 7000,
            currency: 'GBP',
          },
        ],
        extras: [],
      },
      paymentSettings: {
        __typename: 'PaymentSettings',
        provider: 'test',
        testMode: true,
        currency: 'GBP',
        depositRate: 0.25,
        depositMinWeeksBeforeCheckIn: 8,
        balanceDueWeeksBeforeCheckIn: 8,
        testCards: ['4242424242424242'],
      },
    };
    const router = createMemoryRouter([{ path: '/checkout', Component: CheckoutPage }], { initialEntries: ['/checkout'] });
    const { container } = render(
      <AppProviders link={new ApolloLink(() => of({ data: everything }))}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByLabelText('Full name')).toHaveAttribute('maxLength', String(TEXT));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(EMAIL));
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxLength', String(TEXT));
    expect(screen.getByLabelText('Card number')).toHaveAttribute('maxLength', '23');
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('maxLength', '40');
    expectEveryFieldBounded(container);
  });
});
