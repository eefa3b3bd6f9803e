import type { MandateMessages } from './en';

/** A customer's SEPA mandates, fr. */
const mandates: MandateMessages = {
  reference: 'Référence du mandat',
  signature_date: 'Signé le',
  scheme: 'Schéma',
  schemes: {
    CORE: 'CORE (particuliers et entreprises)',
    B2B: 'B2B (entreprises seulement)',
  },
  recurrent: 'Récurrent',
  recurrent_yes: 'Récurrent',
  recurrent_no: 'Ponctuel',
  iban: 'IBAN du débiteur',
  bic: 'BIC du débiteur',
  collections: 'Prélèvements',
  empty:
    'Aucun mandat SEPA : une remise de prélèvements n’encaisse les échéances MP19-MP21 que des clients ayant signé un mandat.',
  delete_title: 'Supprimer le mandat ?',
  delete_content:
    'Le mandat sera supprimé. Un mandat déjà utilisé dans une remise ne peut pas l’être.',
  saved: 'Mandat enregistré',
  deleted: 'Mandat supprimé',
  state: 'État',
  revoked_on: 'Révoqué le %{date}',
  revoke: 'Révoquer',
  revoke_title: 'Révoquer le mandat %{reference} ?',
  revoke_content:
    'Dès aujourd’hui le mandat ne prélève plus : les remises SEPA ne l’utiliseront plus. Une révocation ne s’annule pas.',
  revoked: 'Mandat révoqué',
};

export default mandates;
