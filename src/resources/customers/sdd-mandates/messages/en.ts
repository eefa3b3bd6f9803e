/** English texts of a customer's SEPA mandates (`resources.customers.mandates.*`). */
const mandates = {
  reference: 'Mandate reference',
  signature_date: 'Signed on',
  scheme: 'Scheme',
  schemes: {
    CORE: 'CORE (consumers and businesses)',
    B2B: 'B2B (businesses only)',
  },
  recurrent: 'Recurrent',
  recurrent_yes: 'Recurrent',
  recurrent_no: 'One-off',
  iban: 'Debtor IBAN',
  bic: 'Debtor BIC',
  collections: 'Collections',
  empty:
    'No SEPA mandate: a direct-debit batch collects MP19-MP21 instalments only from a customer with a signed mandate.',
  delete_title: 'Delete the mandate?',
  delete_content: 'The mandate will be deleted. One a batch has collected with cannot be deleted.',
  saved: 'Mandate saved',
  deleted: 'Mandate deleted',
  state: 'State',
  revoked_on: 'Revoked on %{date}',
  revoke: 'Revoke',
  revoke_title: 'Revoke the mandate %{reference}?',
  revoke_content:
    'From today the mandate collects no more: SEPA batches will not collect with it. A revocation cannot be undone.',
  revoked: 'Mandate revoked',
};

export type MandateMessages = typeof mandates;
export default mandates;
