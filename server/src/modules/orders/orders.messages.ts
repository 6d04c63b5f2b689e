/** Server messages of the orders module. Orders after checkout: balance, cancellation and reminders, and the names and moves of order, booking and payment statuses. */
const en = {
  'order.lookup': 'Give either the order id or the order number.',
  'status.illegalTransition.order': 'This order is {from} and cannot become {to}.',
  'status.illegalTransition.booking': 'This booking is {from} and cannot become {to}.',
  'status.illegalTransition.payment': 'This payment is {from} and cannot become {to}.',
  'status.value.pending': 'pending',
  'status.value.confirmed': 'confirmed',
  'status.value.cancelled': 'cancelled',
  'status.value.completed': 'completed',
  'status.value.failed': 'failed',
  'status.value.refunded': 'refunded',
  'order.notFound': "Order not found.",
  'order.noBalance': "Order {orderNumber} has no open balance to pay.",
  'order.balanceInProgress': "A payment of the balance of order {orderNumber} is already in progress or done. Please reload the page.",
  'order.notCancellable': "Order {orderNumber} cannot be cancelled any more.",
  'order.refundAmount': "Please enter a refund from 0 up to {max}.",
  'order.balanceActionSubject': "Please confirm the balance payment for your booking {orderNumber}",
  'order.balanceActionText': "Dear {name},\n\nwe tried to charge the balance of {amount} for your booking {orderNumber} to your saved card, but your bank needs you to confirm the payment (or declined it). Nothing was charged. Please pay the balance here; your bank can confirm it in the browser:\n{url}\n\n{company}",
  'order.balancePaidSubject': "Balance received for your booking {orderNumber}",
  'order.balancePaidText': "Dear {name},\n\nthank you: we have received your balance payment of {amount} for order {orderNumber}. Your booking is now paid in full.\n\n{company}",
  'order.cancelledSubject': "Your booking {orderNumber} is cancelled",
  'order.cancelledText': "Dear {name},\n\nyour order {orderNumber} has been cancelled and its dates released. Refund: {refund}, back to the card you paid with; it usually arrives within 5 to 10 working days.\n\n{company}",
  'order.reminderSubject': "Balance of {amount} due on {dueDate, date, day} for booking {orderNumber}",
  'order.reminderText': "Dear {name},\n\nthe balance of {amount} for your booking {orderNumber} is due on {dueDate, date, day}. You can pay it in your account under Orders: {url}\n\n{company}",
  'status.value.overdue': "overdue",
  'status.value.expired': "expired",
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'order.lookup': 'Geben Sie entweder die Bestellnummer oder die Bestell-ID an.',
  'status.illegalTransition.order': 'Diese Bestellung ist {from} und kann nicht mehr {to} werden.',
  'status.illegalTransition.booking': 'Diese Buchung ist {from} und kann nicht mehr {to} werden.',
  'status.illegalTransition.payment': 'Diese Zahlung ist {from} und kann nicht mehr {to} werden.',
  'status.value.pending': 'ausstehend',
  'status.value.confirmed': 'bestätigt',
  'status.value.cancelled': 'storniert',
  'status.value.completed': 'abgeschlossen',
  'status.value.failed': 'fehlgeschlagen',
  'status.value.refunded': 'erstattet',
  'order.notFound': "Bestellung nicht gefunden.",
  'order.noBalance': "Für die Bestellung {orderNumber} ist kein Restbetrag offen.",
  'order.balanceInProgress': "Eine Zahlung des Restbetrags der Bestellung {orderNumber} läuft bereits oder ist erfolgt. Bitte laden Sie die Seite neu.",
  'order.notCancellable': "Die Bestellung {orderNumber} kann nicht mehr storniert werden.",
  'order.refundAmount': "Bitte geben Sie eine Erstattung von 0 bis höchstens {max} ein.",
  'order.balanceActionSubject': "Bitte bestätigen Sie die Restzahlung für Ihre Buchung {orderNumber}",
  'order.balanceActionText': "Guten Tag {name},\n\nwir wollten den Restbetrag von {amount} für Ihre Buchung {orderNumber} von Ihrer gespeicherten Karte abbuchen, aber Ihre Bank verlangt Ihre Bestätigung (oder hat die Zahlung abgelehnt). Es wurde nichts abgebucht. Bitte bezahlen Sie den Restbetrag hier; Ihre Bank kann die Zahlung im Browser bestätigen:\n{url}\n\n{company}",
  'order.balancePaidSubject': "Restzahlung für Ihre Buchung {orderNumber} erhalten",
  'order.balancePaidText': "Guten Tag {name},\n\nvielen Dank: Wir haben Ihre Restzahlung von {amount} für die Bestellung {orderNumber} erhalten. Ihre Buchung ist jetzt vollständig bezahlt.\n\n{company}",
  'order.cancelledSubject': "Ihre Buchung {orderNumber} ist storniert",
  'order.cancelledText': "Guten Tag {name},\n\nIhre Bestellung {orderNumber} wurde storniert und die Termine wurden freigegeben. Erstattung: {refund}, auf die Karte, mit der Sie bezahlt haben; sie kommt in der Regel innerhalb von 5 bis 10 Werktagen an.\n\n{company}",
  'order.reminderSubject': "Restbetrag von {amount} fällig am {dueDate, date, day} für Buchung {orderNumber}",
  'order.reminderText': "Guten Tag {name},\n\nder Restbetrag von {amount} für Ihre Buchung {orderNumber} ist am {dueDate, date, day} fällig. Sie können ihn in Ihrem Konto unter Bestellungen bezahlen: {url}\n\n{company}",
  'status.value.overdue': "überfällig",
  'status.value.expired': "abgelaufen",
};

export const ordersMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    orders: typeof en;
  }
}
