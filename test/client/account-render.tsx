import { ApolloLink } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import AccountPage from '../../client/src/features/account/AccountPage';
import InvoicePage from '../../client/src/features/account/InvoicePage';
import TripPage from '../../client/src/features/account/TripPage';
import ForgotPasswordPage from '../../client/src/features/auth/ForgotPasswordPage';
import LoginPage from '../../client/src/features/auth/LoginPage';
import ResetPasswordPage from '../../client/src/features/auth/ResetPasswordPage';
import NewsletterConfirmPage from '../../client/src/features/newsletter/NewsletterConfirmPage';
import ShortlistPage from '../../client/src/features/shortlist/ShortlistPage';
import { company, currencies } from './render';

/** What a fake operation answers: data, GraphQL errors, or a network failure (`network: true`). */
export type Reply = { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] } | { network: true };
export type Handler = (variables: Record<string, unknown>) => Reply | Promise<Reply>;

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A GraphQL transport answering by operation name, recording every call. Company and
 * currencies are always answered; any other unhandled operation fails the test loudly.
 */
export function mockServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operationName: name, variables: operation.variables });
        const defaults: Record<string, Handler> = {
          PageTitle: () => ({ data: { company } }),
          Currencies: () => ({ data: { currencies } }),
        };
        const handler = handlers[name] ?? defaults[name];
        if (!handler) {
          observer.error(new Error(`No mock for operation ${name}`));
          return;
        }
        void Promise.resolve(handler(operation.variables)).then((reply) => {
          if ('network' in reply) observer.error(new TypeError('Failed to fetch'));
          else {
            observer.next(reply);
            observer.complete();
          }
        });
      }),
  );
  return { link, calls, called: (name: string) => calls.filter((c) => c.operationName === name) };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location" hidden>{location.pathname + location.search}</div>;
}

function Elsewhere() {
  return <p>Elsewhere</p>;
}

const pages: [string, ComponentType][] = [
  ['/login', LoginPage],
  ['/forgot-password', ForgotPasswordPage],
  ['/reset-password/:token', ResetPasswordPage],
  ['/account', AccountPage],
  ['/account/orders/:id/invoice', InvoicePage],
  ['/account/trips/:bookingId', TripPage],
  ['/shortlist', ShortlistPage],
  ['/newsletter/confirm/:token', NewsletterConfirmPage],
  ['/newsletter/confirm', NewsletterConfirmPage],
  ['*', Elsewhere],
];

/** The account pages (not lazy) with the toaster, at `path`, over the given fake server. */
export function renderPages(path: string, link: ApolloLink) {
  resetToasts();
  const router = createMemoryRouter(
    pages.map(([pattern, Component]) => ({
      path: pattern,
      element: (
        <>
          <Location />
          <Component />
          <Toaster />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders link={link}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, location: () => router.state.location.pathname + router.state.location.search };
}

export const user = {
  __typename: 'User',
  id: 'u-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null as string | null,
  createdAt: '2024-03-15T10:00:00.000Z',
  emailVerified: true,
  isAdmin: false,
  isSuspended: false,
};

/** An order as the account's orders list and its dialogs ask for it (the AccountOrder fragment). */
export function orderRow(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 'o-1',
    orderNumber: 'VH-2027-0042',
    invoiceNumber: 'INV-2027-000042',
    creditNoteNumbers: [],
    createdAt: '2027-02-01T12:00:00.000Z',
    currency: 'GBP',
    status: 'CONFIRMED',
    totalAmount: 123450,
    amountPaid: 30863,
    balanceAmount: 92587,
    balanceDueDate: '2027-05-08',
    discountCode: null as string | null,
    discountAmount: 0,
    refundedAmount: 0,
    cancelledAt: null as string | null,
    canPayBalance: true,
    damageDepositAmount: 0, damageDepositStatus: 'NONE', damageDepositClaimedAmount: null, damageDepositClaimReason: null,
    paymentSchedule: [
      { __typename: 'Instalment', kind: 'DEPOSIT', amount: 30863, currency: 'GBP', dueDate: '2027-02-01', status: 'PAID', paidAt: '2027-02-01T12:00:00.000Z' },
      { __typename: 'Instalment', kind: 'BALANCE', amount: 92587, currency: 'GBP', dueDate: '2027-05-08', status: 'DUE', paidAt: null as string | null },
    ],
    cancellationQuote: {
      __typename: 'CancellationQuoteView',
      tier: 'DEPOSIT_ONLY',
      daysBeforeArrival: 152,
      paidAmount: 30863,
      keptAmount: 30863,
      refundAmount: 0,
      currency: 'GBP',
    } as Record<string, unknown> | null,
    payments: [{ __typename: 'Payment', id: 'pay-1', kind: 'CHARGE', amount: 30863, status: 'COMPLETED' }] as Record<string, unknown>[],
    bookings: [
      {
        __typename: 'Booking',
        id: '3f2b9c1a-7d44-4e1b-9a0c-1234567890ab',
        checkIn: '2027-07-03',
        checkOut: '2027-07-10',
        status: 'CONFIRMED',
        property: { __typename: 'Property', id: 'p-1', title: 'Villa Azure' },
      },
    ],
    ...overrides,
  };
}
