import { messageTemplate } from '../mail/mail-template';

const sampleOrder = { name: 'Ada Lovelace', orderNumber: 'VB-2027-1001' };

export const balancePaidMail = messageTemplate({
  kind: 'balance-paid',
  audience: 'guest',
  subject: 'order.balancePaidSubject',
  text: 'order.balancePaidText',
  sample: (config) => ({ ...sampleOrder, company: config.company.name, amount: '£7,875.00' }),
});

export const orderCancelledMail = messageTemplate({
  kind: 'order-cancelled',
  audience: 'guest',
  subject: 'order.cancelledSubject',
  text: 'order.cancelledText',
  sample: (config) => ({ ...sampleOrder, company: config.company.name, refund: '£2,625.00' }),
});

export const balanceReminderMail = messageTemplate({
  kind: 'balance-reminder',
  audience: 'guest',
  subject: 'order.reminderSubject',
  text: 'order.reminderText',
  action: { label: 'order.reminderAction', url: 'url' },
  sample: (config) => ({ ...sampleOrder, company: config.company.name, amount: '£7,875.00', dueDate: '2027-04-17', url: `${config.publicUrl}/account?tab=orders` }),
});

export const balanceActionRequiredMail = messageTemplate({
  kind: 'balance-action-required',
  audience: 'guest',
  subject: 'order.balanceActionSubject',
  text: 'order.balanceActionText',
  action: { label: 'order.reminderAction', url: 'url' },
  sample: (config) => ({ ...sampleOrder, company: config.company.name, amount: '£7,875.00', url: `${config.publicUrl}/account?tab=orders&pay=00000000-0000-4000-8000-000000000001` }),
});

export const damageDepositClaimedMail = messageTemplate({
  kind: 'damage-deposit-claimed',
  audience: 'guest',
  subject: 'order.depositClaimedSubject',
  text: 'order.depositClaimedText',
  sample: (config) => ({ ...sampleOrder, company: config.company.name, deposit: '£500.00', claimed: '£120.00', refund: '£380.00', reason: 'A broken garden chair.' }),
});
