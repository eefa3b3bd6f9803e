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
};

export default collectionsFr;
