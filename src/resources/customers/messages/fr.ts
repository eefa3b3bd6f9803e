import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import letters from '../letters-of-intent/messages/fr';
import mandates from '../sdd-mandates/messages/fr';
import statement from '../statement/messages/fr';
import reminders from '../reminders/messages/fr';

/** The customers' texts (`resources.customers.*`), fr. */
const messages: ResourceSection = {
  name: 'Client |||| Clients',
  fields: {
    registry_code: 'Code client',
    credit_limit: 'Plafond de crédit',
    payment_terms: 'Conditions de paiement',
    language: 'Langue des documents',
    split_payment: 'Paiement scindé (art. 17-ter)',
    split_payment_help:
      'Le client verse la TVA des factures au Trésor : échéances et encaissements hors TVA',
    iban: 'IBAN',
    bank_abi: 'ABI de la banque (RiBa)',
    bank_cab: 'CAB de la banque (RiBa)',
    bank_help: "Pour les RiBa, si la banque n'est pas celle de l'IBAN (5 chiffres chacun)",
    phone: 'Téléphone',
    email: 'E-mail',
    references: 'Interlocuteurs',
    notes: 'Notes',
    existing_general: 'Fiche existante du registre général',
    existing_general_help: 'Laisser vide pour créer une nouvelle fiche avec les champs ci-dessous',
    phone_override: 'Téléphone pour ce client uniquement',
    email_override: 'E-mail pour ce client uniquement',
    override_help: 'Vide : les documents et PDF utilisent celui de la fiche',
  },
  letters,
  mandates,
  statement,
  reminders,
  buyer_kind: {
    label: 'Type de client pour la TVA : %{kind}',
    zero: 'Les nouvelles lignes sont à 0 % %{nature} : %{reference}',
    article: 'Les nouvelles lignes prennent le taux de TVA de l’article',
  },
  tabs: {
    prices: 'Liste de prix',
    articles: 'Articles du client',
    destinations: 'Adresses de livraison',
    letters: "Lettres d'intention",
    mandates: 'Mandats SEPA',
    statement: 'Relevé de compte',
    reminders: 'Relances',
  },
  prices: {
    article: 'Article',
    price: 'Prix',
    min_quantity: 'Quantité minimale',
    valid_from: 'Valable du',
    valid_to: 'Valable jusqu’au',
    empty: 'Aucun prix client pour le moment.',
    delete_title: 'Supprimer ce prix ?',
    delete_content: 'Le prix sera retiré de la liste de prix du client.',
    saved: 'Prix enregistré',
    deleted: 'Prix supprimé',
  },
  articles: {
    article: 'Article',
    customer_code: 'Référence du client',
    description: 'Désignation du client',
    empty: 'Aucune référence client pour le moment.',
    delete_title: 'Supprimer la référence du client ?',
    delete_content: 'La référence et la désignation du client pour cet article seront supprimées.',
    saved: 'Article client enregistré',
    deleted: 'Article client supprimé',
  },
  destinations: {
    name: 'Nom de l’adresse de livraison',
    notes: 'Consignes de livraison',
    empty: 'Aucune adresse de livraison : la marchandise va à l’adresse de facturation.',
    delete_title: 'Supprimer l’adresse de livraison ?',
    delete_content:
      'L’adresse de livraison sera supprimée. C’est impossible tant qu’une commande ou un bon de transport l’indique.',
    saved: 'Adresse de livraison enregistrée',
    deleted: 'Adresse de livraison supprimée',
  },
  empty: 'Aucun client pour le moment',
  invite: 'Ajouter un nouveau client',
  message: {
    delete_title: 'Supprimer le client « %{recordRepresentation} » ?',
    delete_content:
      'Le client et sa liste de prix seront supprimés ; la fiche du registre général reste. Cette action est irréversible.',
  },
  notifications: {
    created: 'Client créé',
    updated: 'Client enregistré',
    deleted: 'Client supprimé',
  },
};

export default messages;
