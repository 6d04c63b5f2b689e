/** Server messages of the payments module. Card payments and the payment provider's webhook. */
const en = {
  'payment.declined': 'Your card was declined. Nothing was charged and your basket is unchanged.',
  'payment.insufficientFunds': 'Your card has insufficient funds. Nothing was charged and your basket is unchanged.',
  'payment.invalidCard': 'Please enter a valid card number.',
  'payment.testCardOnly': 'Test mode: no real card can be charged. Use the test card 4242 4242 4242 4242.',
  'payment.requiresAction': 'Your bank asked for an extra verification step that could not be completed. Nothing was charged.',
  'payment.webhookSignature': 'The webhook signature is not valid.',
  'payment.balanceDeclined': "Your card was declined. Nothing was charged; your balance is still open.",
  'payment.intentId': 'paymentIntentId must be the id (pi_…) of a payment of this order.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'payment.declined': 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht, und Ihr Warenkorb ist unverändert.',
  'payment.insufficientFunds': 'Ihre Karte ist nicht ausreichend gedeckt. Es wurde nichts abgebucht, und Ihr Warenkorb ist unverändert.',
  'payment.invalidCard': 'Bitte geben Sie eine gültige Kartennummer ein.',
  'payment.testCardOnly': 'Testmodus: Es kann keine echte Karte belastet werden. Verwenden Sie die Testkarte 4242 4242 4242 4242.',
  'payment.requiresAction': 'Ihre Bank hat einen zusätzlichen Bestätigungsschritt verlangt, der nicht abgeschlossen werden konnte. Es wurde nichts abgebucht.',
  'payment.webhookSignature': 'Die Webhook-Signatur ist ungültig.',
  'payment.balanceDeclined': "Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht; Ihr Restbetrag ist weiterhin offen.",
  'payment.intentId': 'paymentIntentId muss die Kennung (pi_…) einer Zahlung dieser Bestellung sein.',
};

export const paymentsMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    payments: typeof en;
  }
}
