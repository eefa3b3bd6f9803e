import { selectsOf } from '../../contract/enums';

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
  paymentTerms: selectsOf.paymentTerms(),
  language: selectsOf.languages(),
} as const;

type ChipColour = 'default' | 'info' | 'success' | 'warning' | 'error';

/** Item lifecycle (spec section 4) -> chip colour: draft grey, review blue, active green. */
export const LIFECYCLE_COLOURS: Record<number, ChipColour> = {
  0: 'default',
  1: 'info',
  2: 'success',
  3: 'warning',
};

/** The translation key of an option's id in `choices`, or null when unknown. */
export function choiceKey(choices: readonly Choice[], id: unknown): string | null {
  return choices.find((choice) => String(choice.id) === String(id))?.name ?? null;
}
