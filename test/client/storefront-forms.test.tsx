import { ApolloLink } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import EnquirePage from '../../client/src/features/enquire/EnquirePage';
import { enquirySchema } from '../../client/src/features/enquire/enquiry.validation';
import { FlightInquiryForm } from '../../client/src/features/extras/FlightInquiryForm';
import { EMPTY_FLIGHT_INQUIRY, flightInquirySchema } from '../../client/src/features/extras/flight-inquiry.validation';
import { fieldMessages } from '../../client/src/lib/form';
import { NewsletterBand } from '../../client/src/features/footer/NewsletterBand';
import { company, currencies } from './render';

type Reply = { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] } | { network: true };
type Handler = (variables: Record<string, unknown>) => Reply | Promise<Reply>;

/** Answers operations by name and records them; company and currencies are always there. */
function fakeServer(handlers: Record<string, Handler> = {}) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operationName: name, variables: operation.variables });
        const handler = handlers[name] ?? (() => ({ data: { company, currencies } }));
        void Promise.resolve(handler(operation.variables)).then((reply) => {
          if ('network' in reply) observer.error(new TypeError('Failed to fetch'));
          else {
            observer.next(reply);
            observer.complete();
          }
        });
      }),
  );
  return { link, called: (name: string) => calls.filter((c) => c.operationName === name) };
}

function show(ui: ReactNode, link: ApolloLink) {
  resetToasts();
  return render(
    <AppProviders link={link}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
}

function deferred() {
  let resolve!: (reply: Reply) => void;
  const promise = new Promise<Reply>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
});

describe('enquiry rules', () => {
  const valid = { name: 'Al', email: 'al@example.com', phone: '0123456789', subject: 'Hello', message: 'x'.repeat(20) };

  it('accepts the minimums and rejects one character less', () => {
    expect(fieldMessages(enquirySchema, valid)).toEqual({});
    expect(fieldMessages(enquirySchema, { ...valid, name: 'A', phone: '012345678', subject: 'Hell', message: 'x'.repeat(19), email: 'al@example' })).toEqual({
      name: 'enquire.error.name',
      email: 'enquire.error.email',
      phone: 'enquire.error.phone',
      subject: 'enquire.error.subject',
      message: 'enquire.error.message',
    });
  });
});

describe('enquiry form', () => {
  async function fill(ui: ReturnType<typeof userEvent.setup>) {
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await ui.type(within(form).getByLabelText('Name'), '  Ada Lovelace ');
    await ui.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await ui.type(within(form).getByLabelText('Phone'), '+44 20 7946 0000');
    await ui.type(within(form).getByLabelText('Subject'), 'Villa for August');
    await ui.type(within(form).getByLabelText('Message'), 'We are six adults looking for a villa.');
    return form;
  }

  it('shows each rule on submit, sends nothing invalid, and clears a message once fixed', async () => {
    const ui = userEvent.setup();
    const server = fakeServer();
    show(<EnquirePage />, server.link);
    await ui.click(await screen.findByRole('button', { name: 'Send Enquiry' }));
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Subject must be at least 5 characters');
    expect(within(form).getByLabelText('Message')).toHaveAccessibleDescription('Message must be at least 20 characters');
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveFocus());
    await ui.type(within(form).getByLabelText('Phone'), '012345678');
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    await ui.type(within(form).getByLabelText('Phone'), '9');
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    expect(server.called('SubmitEnquiry')).toHaveLength(0);
  });

  it('sends the enquiry, promises a reply within 24 hours and resets the form', async () => {
    const ui = userEvent.setup();
    const server = fakeServer({ SubmitEnquiry: () => ({ data: { submitEnquiry: { __typename: 'SubmissionResult', message: 'Thanks' } } }) });
    show(<EnquirePage />, server.link);
    await screen.findByRole('button', { name: 'Send Enquiry' });
    const form = await fill(ui);
    await ui.click(within(form).getByRole('button', { name: 'Send Enquiry' }));
    // Announced as a status message: the toast's text sits in a role="status" live region.
    const toast = (await screen.findByText('Enquiry sent!')).closest('[role="status"]');
    expect(toast).toHaveTextContent("We'll get back to you within 24 hours.");
    expect(server.called('SubmitEnquiry')[0].variables).toEqual({
      input: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', subject: 'Villa for August', message: 'We are six adults looking for a villa.' },
    });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''));
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });

  it('on failure says "Failed to send enquiry. Please try again." and keeps the entries', async () => {
    const ui = userEvent.setup();
    const server = fakeServer({ SubmitEnquiry: () => ({ network: true }) });
    show(<EnquirePage />, server.link);
    await screen.findByRole('button', { name: 'Send Enquiry' });
    const form = await fill(ui);
    await ui.click(within(form).getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send enquiry. Please try again.');
    expect(within(form).getByLabelText('Name')).toHaveValue('  Ada Lovelace ');
  });

  it('shows the company contacts and the opening hours', async () => {
    show(<EnquirePage />, fakeServer().link);
    expect(await screen.findByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', 'tel:+442000000000');
    expect(screen.getByText(company.address)).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9am-6pm')).toBeInTheDocument();
    expect(screen.getByText('Sat 9am-5pm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start a chat/ })).toHaveAttribute('href', company.chatUrl);
  });
});

describe('flight inquiry rules', () => {
  const today = '2030-06-01';
  const valid = {
    ...EMPTY_FLIGHT_INQUIRY,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 555 0100 200',
    departureCountry: 'UK',
    departureCity: 'London',
    destinationCountry: 'Greece',
    destinationCity: 'Corfu',
    departureDate: '2030-07-01',
    returnDate: '2030-07-01',
  };

  it('defaults to 1 passenger, allows a same-day return and needs no message', () => {
    expect(EMPTY_FLIGHT_INQUIRY.passengers).toBe('1');
    expect(fieldMessages(flightInquirySchema(today), valid)).toEqual({});
  });

  it('requires every field but the message, at least 1 passenger, a future departure and a return on or after it', () => {
    expect(fieldMessages(flightInquirySchema(today), EMPTY_FLIGHT_INQUIRY)).toEqual({
      name: 'flight.error.name',
      email: 'flight.error.email',
      phone: 'flight.error.phone',
      departureCountry: 'flight.error.departureCountry',
      departureCity: 'flight.error.departureCity',
      destinationCountry: 'flight.error.destinationCountry',
      destinationCity: 'flight.error.destinationCity',
      departureDate: 'flight.error.departureDate',
      returnDate: 'flight.error.returnDate',
    });
    expect(fieldMessages(flightInquirySchema(today), { ...valid, passengers: '0' })).toEqual({ passengers: 'flight.error.passengers' });
    expect(fieldMessages(flightInquirySchema(today), { ...valid, passengers: '1.5' })).toEqual({ passengers: 'flight.error.passengers' });
    expect(fieldMessages(flightInquirySchema(today), { ...valid, departureDate: today, returnDate: today })).toEqual({ departureDate: 'flight.error.departureInPast' });
    expect(fieldMessages(flightInquirySchema(today), { ...valid, returnDate: '2030-06-30' })).toEqual({ returnDate: 'flight.error.returnBeforeDeparture' });
    expect(fieldMessages(flightInquirySchema(today), { ...valid, departureCity: '   ' })).toEqual({ departureCity: 'flight.error.departureCity' });
  });
});

describe('flight inquiry form', () => {
  async function fill(ui: ReturnType<typeof userEvent.setup>) {
    await ui.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await ui.type(screen.getByLabelText('Email'), 'grace@example.com');
    await ui.type(screen.getByLabelText('Phone'), '+1 555 0100 200');
    await ui.type(screen.getByLabelText('Departure country'), 'United Kingdom');
    await ui.type(screen.getByLabelText('Departure city'), 'London');
    await ui.type(screen.getByLabelText('Destination country'), 'Greece');
    await ui.type(screen.getByLabelText('Destination city'), 'Corfu');
    await ui.type(screen.getByLabelText('Departure date'), '2099-07-01');
    await ui.type(screen.getByLabelText('Return date'), '2099-07-08');
  }

  it('starts with 1 passenger; the return date cannot be before the departure date', async () => {
    const ui = userEvent.setup();
    show(<FlightInquiryForm />, fakeServer().link);
    expect(screen.getByLabelText('Passengers')).toHaveValue(1);
    expect(screen.getByLabelText('Passengers')).toHaveAttribute('min', '1');
    await ui.type(screen.getByLabelText('Departure date'), '2099-07-01');
    expect(screen.getByLabelText('Return date')).toHaveAttribute('min', '2099-07-01');
  });

  it('shows every rule on submit and sends nothing', async () => {
    const ui = userEvent.setup();
    const server = fakeServer();
    show(<FlightInquiryForm />, server.link);
    await ui.clear(screen.getByLabelText('Passengers'));
    await ui.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    for (const [label, text] of [
      ['Full name', 'Name must be at least 2 characters'],
      ['Passengers', 'Please enter at least 1 passenger'],
      ['Departure country', 'Please enter the departure country'],
      ['Destination city', 'Please enter the destination city'],
      ['Departure date', 'Please select a departure date'],
      ['Return date', 'Please select a return date'],
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
    }
    expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
    expect(server.called('SubmitFlightInquiry')).toHaveLength(0);
  });

  it('sends the inquiry, thanks with the server message, and "Submit Another Inquiry" returns to an empty form', async () => {
    const ui = userEvent.setup();
    const server = fakeServer({ SubmitFlightInquiry: () => ({ data: { submitFlightInquiry: { __typename: 'SubmissionResult', message: 'Our travel team will call you.' } } }) });
    show(<FlightInquiryForm />, server.link);
    await fill(ui);
    await ui.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your inquiry!' })).toHaveFocus();
    expect(screen.getByText('Our travel team will call you.')).toBeInTheDocument();
    expect(server.called('SubmitFlightInquiry')[0].variables).toEqual({
      input: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 555 0100 200',
        passengers: 1,
        departureCountry: 'United Kingdom',
        departureCity: 'London',
        destinationCountry: 'Greece',
        destinationCity: 'Corfu',
        departureDate: '2099-07-01',
        returnDate: '2099-07-08',
        message: null,
      },
    });
    await ui.click(screen.getByRole('button', { name: 'Submit Another Inquiry' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Passengers')).toHaveValue(1);
  });

  it('without a server message the toast uses the default text', async () => {
    const ui = userEvent.setup();
    show(<FlightInquiryForm />, fakeServer({ SubmitFlightInquiry: () => ({ data: { submitFlightInquiry: { __typename: 'SubmissionResult', message: '' } } }) }).link);
    await fill(ui);
    await ui.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Thank you! Your flight inquiry has been received. Our travel team will contact you within 24 hours.')).toBeInTheDocument();
  });

  it('a failure says "Submission Failed" and keeps the form', async () => {
    const ui = userEvent.setup();
    show(<FlightInquiryForm />, fakeServer({ SubmitFlightInquiry: () => ({ network: true }) }).link);
    await fill(ui);
    await ui.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Failed');
    expect(alert).toHaveTextContent('Failed to submit flight inquiry. Please try again.');
    expect(screen.getByLabelText('Full name')).toHaveValue('Grace Hopper');
  });

  it('too many inquiries shows the server\'s "Too many attempts" message, not the generic failure', async () => {
    const ui = userEvent.setup();
    const tooMany = 'Too many attempts. Please try again in 12 min.';
    show(<FlightInquiryForm />, fakeServer({ SubmitFlightInquiry: () => ({ errors: [{ message: tooMany, extensions: { code: 'RATE_LIMITED' } }] }) }).link);
    await fill(ui);
    await ui.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Failed');
    expect(alert).toHaveTextContent(tooMany);
    expect(alert).not.toHaveTextContent('Failed to submit flight inquiry.');
  });
});

describe('newsletter band', () => {
  const subscribed = (alreadySubscribed: boolean): Reply => ({ data: { subscribeNewsletter: { __typename: 'NewsletterSubscription', alreadySubscribed, message: 'ok' } } });

  it('rejects an invalid address with "Please enter a valid email address" and sends nothing', async () => {
    const ui = userEvent.setup();
    const server = fakeServer();
    show(<NewsletterBand />, server.link);
    await ui.type(screen.getByLabelText('Email address'), 'ada@example');
    await ui.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(server.called('SubscribeNewsletter')).toHaveLength(0);
  });

  it('reads "Signing up..." and is disabled while sending, then "You\'re all set!"', async () => {
    const ui = userEvent.setup();
    const pending = deferred();
    const server = fakeServer({ SubscribeNewsletter: () => pending.promise });
    show(<NewsletterBand />, server.link);
    await ui.type(screen.getByLabelText('Email address'), ' ada@example.com ');
    await ui.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    pending.resolve(subscribed(false));
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing. Check your inbox for a welcome email.')).toBeInTheDocument();
    expect(screen.getByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(server.called('SubscribeNewsletter')[0].variables).toEqual({ input: { email: 'ada@example.com' } });
  });

  it('an address already on the list keeps the form with the "Already subscribed" notice', async () => {
    const ui = userEvent.setup();
    show(<NewsletterBand />, fakeServer({ SubscribeNewsletter: () => subscribed(true) }).link);
    await ui.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await ui.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed')).toBeInTheDocument();
    expect(screen.getByText("You're already receiving our newsletter")).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(screen.queryByText("You're all set!")).not.toBeInTheDocument();
  });

  it('a failure is "Subscription failed" with the server message, or "Please try again later"', async () => {
    const ui = userEvent.setup();
    const replies: Reply[] = [{ errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }, { network: true }];
    show(<NewsletterBand />, fakeServer({ SubscribeNewsletter: () => replies.shift()! }).link);
    await ui.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await ui.click(screen.getByRole('button', { name: 'Subscribe' }));
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('Subscription failed');
    expect(first).toHaveTextContent('Too many requests');
    await ui.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please try again later'));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
