import {
  LabelStatus,
  LifecycleStatus,
  OrderStatus,
  QuoteStatus,
  PaymentStatus,
  SdiStatus,
  selectsOf,
  ShippingListStatus,
} from '../../contract/enums';

/** An option of a select: `name` is an `enums.*` translation key (react-admin translates it). */
export interface Choice<Id extends string | number = string | number> {
  id: Id;
  name: string;
}

/**
 * The domain's option lists for inputs and fields. Names are translation keys under
 * `enums.` (react-admin translates choices), the same the API sends in `selects`.
 */
export const ENUM_CHOICES = {
  lifecycle: selectsOf.lifecycleStatuses(),
  pricingType: selectsOf.pricingTypes(),
  lineStatus: selectsOf.lineStatuses(),
  vatRate: selectsOf.vatRates(),
  vatNature: selectsOf.vatNatures(),
  unit: selectsOf.units(),
  language: selectsOf.languages(),
} as const;

/** The colours of MUI's Chip, which the status chips and the dashboards' charts share. */
export type ChipColour =
  'default' | 'info' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';
/** A status list's chip colours: status -> colour. */
export type StatusColours = Readonly<Record<number, ChipColour>>;

/** A status's colour in `colours`; a value the list does not know is grey. */
export const colourOf = (colours: StatusColours, status: number): ChipColour =>
  colours[status] ?? 'default';

/** Item lifecycle (spec section 4): draft grey, review blue, active green. */
export const LIFECYCLE_COLOURS: StatusColours = {
  [LifecycleStatus.draft]: 'default',
  [LifecycleStatus.in_review]: 'info',
  [LifecycleStatus.active]: 'success',
  [LifecycleStatus.discontinued]: 'warning',
};

export const ORDER_COLOURS: StatusColours = {
  [OrderStatus.to_confirm]: 'warning',
  [OrderStatus.confirmed]: 'info',
  [OrderStatus.waiting]: 'default',
  [OrderStatus.in_progress]: 'primary',
  [OrderStatus.ready]: 'secondary',
  [OrderStatus.packed]: 'secondary',
  [OrderStatus.shipped]: 'success',
  [OrderStatus.cancelled]: 'error',
};

export const QUOTE_COLOURS: StatusColours = {
  [QuoteStatus.draft]: 'default',
  [QuoteStatus.sent]: 'info',
  [QuoteStatus.accepted]: 'success',
  [QuoteStatus.refused]: 'error',
  [QuoteStatus.expired]: 'warning',
};

export const PAYMENT_COLOURS: StatusColours = {
  [PaymentStatus.to_pay]: 'warning',
  [PaymentStatus.paying]: 'info',
  [PaymentStatus.paid]: 'success',
  [PaymentStatus.overdue]: 'error',
};

/** SDI state: waiting grey/blue, through green, not delivered amber, rejected and refused red. */
export const SDI_COLOURS: StatusColours = {
  [SdiStatus.to_send]: 'default',
  [SdiStatus.sent]: 'info',
  [SdiStatus.delivered]: 'success',
  [SdiStatus.not_delivered]: 'warning',
  [SdiStatus.rejected]: 'error',
  [SdiStatus.accepted]: 'success',
  [SdiStatus.refused]: 'error',
};

/** Open lists are still being filled (warning), confirmed ones are done (success). */
export const SHIPPING_LIST_COLOURS: StatusColours = {
  [ShippingListStatus.open]: 'warning',
  [ShippingListStatus.confirmed]: 'success',
};

export const LABEL_COLOURS: StatusColours = {
  [LabelStatus.to_print]: 'warning',
  [LabelStatus.printed]: 'info',
  [LabelStatus.applied]: 'success',
  [LabelStatus.voided]: 'error',
};

/** The translation key of an option's id in `choices`, or null when unknown. */
export function choiceKey(choices: readonly Choice[], id: unknown): string | null {
  return choices.find((choice) => String(choice.id) === String(id))?.name ?? null;
}
