import Decimal from 'decimal.js';
import type { Payment } from '../../../contract/payments';
import type { ChipColour } from '../../lib/enumChoices';

export type PaymentState = 'in_force' | 'reversed' | 'credit_note';

/** In force, reversed, or a credit note's credit (which is not reversed). */
export const paymentState = (p: Pick<Payment, 'reversed_at' | 'credit_note'>): PaymentState =>
  p.reversed_at ? 'reversed' : p.credit_note ? 'credit_note' : 'in_force';

export const PAYMENT_STATE_COLOURS: Record<PaymentState, ChipColour> = {
  in_force: 'success',
  reversed: 'default',
  credit_note: 'info',
};

export const hasCredit = (p: Pick<Payment, 'unallocated'>) => new Decimal(p.unallocated).gt(0);
