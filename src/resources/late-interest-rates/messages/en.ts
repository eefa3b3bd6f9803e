import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The late-payment interest rates' texts (`resources.late-interest-rates.*`), en. */
const messages: ResourceSection = {
  name: 'Late interest rate |||| Late interest rates',
  menu: 'Late interest rates',
  fields: {
    id: 'ID',
    valid_from: 'From',
    reference_rate: 'ECB rate',
    points: 'Surcharge (points)',
    notes: 'Notes',
  },
  sections: {
    rate: 'Rate of the half-year',
  },
  help: {
    valid_from: '1 January or 1 July: the rate applies for the whole half-year',
    reference_rate:
      'The ECB reference rate in force on the half-year’s first day, as the Italian Ministry of Economy publishes it (e.g. 2.15)',
    points: '8 by law (art. 5 D.Lgs. 231/2002); more only when the contract says so',
  },
  empty: 'No late interest rate',
  invite: 'Add the half-year’s rate',
  message: {
    delete_title: 'Delete the rate from %{recordRepresentation}?',
    delete_content:
      'Reminders already written stay as they are; new ones will use the previous half-year’s rate.',
  },
  notifications: {
    created: 'Rate added',
    updated: 'Rate saved',
    deleted: 'Rate deleted',
  },
};

export default messages;
