import type { CollectionsKey } from './en';

const collectionsFr: Record<CollectionsKey, string> = {
  'not_found.instalment': 'Échéance introuvable',
  'not_found.payment': 'Encaissement introuvable',
  'instalments.plan_settled':
    '%{document} a des encaissements, avoirs ou remises en banque sur ses échéances : annulez-les avant d’en changer le montant, la date, le client ou les conditions de paiement',
  'instalments.presented':
    'L’échéance %{position} de %{document} est remise en banque : enregistrez d’abord le résultat de la banque',
  'instalments.over_open':
    'L’échéance %{position} de %{document} a %{open} restant dû : elle ne peut pas recevoir %{amount}',
  'instalments.nothing_open': 'L’échéance %{position} de %{document} n’a rien de restant dû',
  'payments.over_amount':
    'Les affectations totalisent %{allocated}, mais il ne reste que %{left} de l’encaissement à affecter',
  'payments.over_amount_field': 'Au plus %{left} au total',
  'payments.not_customers': 'Choisissez des échéances du client de l’encaissement',
  'payments.reversed': 'Cet encaissement a été annulé le %{date} : il ne peut plus changer',
  'payments.credit_note_reverse':
    'C’est le crédit de %{document} : il suit l’avoir et ne s’annule pas (une note de débit corrige l’avoir)',
  'payments.credit_note_used':
    'Le crédit de %{document} est déjà affecté à des échéances : son client ne peut plus changer, ni son montant descendre sous ce qui est affecté',
  'payments.future_date': 'La date de l’encaissement ne peut pas être après aujourd’hui (%{today})',
  'not_found.bank_batch': 'Remise bancaire introuvable',
  'not_found.sdd_mandate': 'Mandat introuvable',
  'bank_batches.credit_date_past':
    'La date de crédit ne peut pas être antérieure à aujourd’hui (%{today})',
  'bank_batches.collection_date':
    'La date de prélèvement doit être un jour ouvré TARGET, à partir du %{earliest}',
  'bank_batches.account_riba':
    'Le compte %{account} doit avoir son code SIA et un IBAN italien pour présenter des RiBa',
  'bank_batches.account_sdd':
    'Le compte %{account} doit avoir son identifiant créancier SEPA pour présenter des prélèvements',
  'bank_batches.method_riba':
    'L’échéance %{position} de %{document} ne s’encaisse pas par RiBa (MP12)',
  'bank_batches.method_sdd':
    'L’échéance %{position} de %{document} ne s’encaisse pas par prélèvement SEPA (MP19, MP20, MP21)',
  'bank_batches.customer_bank':
    '%{customer} n’a ni ABI et CAB ni IBAN italien : une RiBa a besoin de la banque du client',
  'bank_batches.no_mandate':
    '%{customer} n’a pas de mandat SEPA signé avant la date de prélèvement et non révoqué',
  'bank_batches.mandate_used': 'Le mandat %{reference} de %{customer} est ponctuel et a déjà servi',
  'bank_batches.not_ready_riba':
    'Certaines échéances ne peuvent pas entrer dans une remise RiBa : voir celles signalées',
  'bank_batches.not_ready_sdd':
    'Certaines échéances ne peuvent pas entrer dans une remise de prélèvements : voir celles signalées',
  'bank_batches.credited':
    'Cette remise a été créditée le %{date} : ce qui a été crédité ne l’est pas une seconde fois',
  'bank_batches.item_unpaid': 'Cette échéance a déjà été signalée impayée le %{date}',
  'bank_batches.future_date': 'La date ne peut pas être postérieure à aujourd’hui (%{today})',
  'sdd_mandates.reference_taken': 'La référence %{reference} est déjà celle d’un autre mandat',
  'sdd_mandates.used':
    'Le mandat %{reference} a déjà servi : il ne peut être ni modifié ni supprimé, révoquez-le',
  'sdd_mandates.revoked': 'Ce mandat a été révoqué le %{date}',
  'not_found.reminder': 'Relance introuvable',
  'reminders.nothing_overdue': '%{customer} n’a rien d’échu au %{date} : rien à relancer',
  'reminders.future_date': 'Une relance ne peut pas être datée après aujourd’hui (%{today})',
};

export default collectionsFr;
