import { NO_ACTIVE_COMPANY } from '../../constants';
import type { ServerCatalogue } from './en';
import shippingListsFr from './shipping-lists/fr';
import deferredInvoicesFr from './deferred-invoices/fr';
import sdiFr from './sdi/fr';
import articlesFr from './articles/fr';
import destinationsFr from './destinations/fr';
import lettersOfIntentFr from './letters-of-intent/fr';
import collectionsFr from './collections/fr';
import configuratorFr from './configurator/fr';
import documentsFr from './documents/fr';
import membersFr from './members/fr';
import stockFr from './stock/fr';

const fr: ServerCatalogue = {
  ...shippingListsFr,
  ...deferredInvoicesFr,
  ...sdiFr,
  ...articlesFr,
  ...destinationsFr,
  ...lettersOfIntentFr,
  ...collectionsFr,
  ...configuratorFr,
  ...documentsFr,
  ...membersFr,
  ...stockFr,
  invalid_input: 'Données non valides : vérifiez les champs signalés',
  bad_request: 'La requête n’est pas valide',
  malformed_form_data: 'Les données du formulaire sont endommagées : envoyez-les de nouveau',
  unsupported_media_type: 'Ce type de contenu n’est pas pris en charge',
  body_too_large: 'La requête est trop volumineuse',
  file_too_large: 'Le fichier est trop volumineux',
  too_many_parts: 'Le formulaire contient trop de champs ou de fichiers',
  too_many_requests: 'Trop de requêtes : réessayez dans %{seconds} secondes',
  route_not_found: 'Introuvable : %{method} %{path}',
  not_found: 'Introuvable',
  forbidden: 'Vous n’avez pas l’autorisation de faire cela',
  method_not_allowed: 'Cette opération n’est pas permise ici',
  conflict: 'La requête est en conflit avec les données actuelles',
  'request.in_progress': 'Cette opération est déjà en cours : attendez sa réponse',
  request_refused: 'La requête a été refusée',
  internal_error: 'Erreur interne du serveur : le problème a été enregistré',
  forbidden_role:
    'Votre rôle (%{role}) ne le permet pas : demandez à un propriétaire de l’entreprise',
  unauthorized: 'Vous n’êtes pas connecté ou votre session a expiré : reconnectez-vous',
  invalid_credentials: 'Adresse e-mail ou mot de passe non valide',
  too_many_sign_ins:
    'Trop de tentatives de connexion échouées : réessayez dans %{seconds} secondes',
  signed_out: 'Déconnecté',
  no_active_company: NO_ACTIVE_COMPANY,
  company_not_found: 'Société introuvable, ou vous ne faites pas partie de ses utilisateurs',
  company_changed:
    "Cet onglet travaillait sur %{from}, mais entre-temps la société active est devenue %{to} (dans un autre onglet). Rien n'a été enregistré.",
  company_changed_unknown:
    "La société active est %{to}, mais cet onglet travaillait sur une autre société. Rien n'a été enregistré.",
  'not_found.article': 'Article introuvable',
  'not_found.customer': 'Client introuvable',
  'not_found.general_reg': 'Fiche du registre introuvable',
  'not_found.record': 'Enregistrement introuvable : il a peut-être été supprimé',
  'not_found.price': 'Prix introuvable',
  'not_found.customer_article': 'Article client introuvable',
  'not_found.document': 'Document introuvable',
  'not_found.row': 'Ligne introuvable',
  'not_found.shipping_list': 'Liste d’expédition introuvable',
  'not_found.shipping_item': 'Élément de la liste d’expédition introuvable',
  'not_found.labels': 'Étiquettes introuvables : %{ids}',
  stale_version:
    '%{what} : entre-temps, quelqu’un d’autre a enregistré la version %{current} (vous avez modifié la version %{edited}). Rechargez et appliquez de nouveau vos modifications',
  document_ref: '%{type} %{number}/%{year}',
  document_draft_ref: '%{type} (brouillon)',
  'db.invalid_value': 'Une valeur n’est pas valide',
  'db.value_too_long': 'Un texte est trop long',
  'db.invalid_text': 'Un texte contient des caractères qui ne peuvent pas être enregistrés',
  'db.number_out_of_range': 'Un nombre est hors de la plage admise',
  'db.invalid_date': 'Une date n’est pas valide',
  'db.duplicate': 'Un enregistrement avec les mêmes données existe déjà',
  'db.referenced': 'L’enregistrement est utilisé par d’autres et ne peut pas être supprimé',
  'db.concurrent': 'Quelqu’un d’autre a modifié l’enregistrement au même moment : réessayez',
  'db.customer_in_use': 'Le client est utilisé dans des documents et ne peut pas être supprimé',
  'db.carrier_in_use':
    'Le transporteur figure sur des listes d’expédition : choisissez-en un autre sur ces listes avant de le supprimer',
  'db.payment_term_customers':
    'Ces conditions de paiement sont attribuées à des clients : attribuez-leur-en d’autres avant de les supprimer',
  'db.payment_term_documents':
    'Ces conditions de paiement sont utilisées dans des documents et ne peuvent pas être supprimées',
  'db.general_reg_customer': 'Cette fiche est un client : supprimez d’abord le client',
  'db.article_customer_codes':
    'L’article a des codes ou des prix propres à des clients : supprimez-les avant de supprimer l’article',
  'db.destination_in_use':
    'La destination est utilisée dans des documents ou des listes d’expédition et ne peut pas être supprimée',
  'db.article_in_use':
    'L’article est utilisé dans des lignes de documents et ne peut pas être supprimé',
  'db.document_referenced':
    'Le document est référencé par un autre document et ne peut pas être supprimé',
  'db.row_on_shipping_list':
    'La ligne figure sur une liste d’expédition : retirez-la d’abord de la liste (les lignes d’une liste confirmée restent)',
  'unique.article_code': 'Un article avec ce code existe déjà',
  'unique.registry_code': 'Un client avec ce code existe déjà',
  'unique.customer_general_reg': 'Cette fiche du registre est déjà un client',
  'ambiguous.article_price':
    'La liste « %{list} » a déjà un prix à partir de %{quantity} pièces : modifiez celui-ci ou choisissez une autre quantité minimale',
  'ambiguous.customer_price':
    'Ce client a déjà un prix pour %{article} à partir de %{quantity} pièces sur la même période : modifiez celui-ci ou indiquez des dates qui ne se chevauchent pas',
  'ambiguous.customer_code':
    'Le code « %{code} » désigne déjà %{article} pour ce client : un code client ne peut désigner qu’un seul article',
  'unique.customer_article': 'Le client a déjà un code pour cet article',
  'unique.document_number': 'Un document de ce type porte déjà ce numéro cette année',
  'unique.code_taken': 'Code déjà utilisé',
  'unique.taken': 'Un autre enregistrement a déjà cette valeur : modifiez le champ en surbrillance',
  'unique.value_taken': 'Valeur déjà utilisée',
  article_in_use:
    'L’article %{code} est utilisé par %{prices} prix clients et %{codes} articles clients : supprimez-les d’abord, ou passez-le à « abandonné »',
  image_too_large: 'L’image est trop volumineuse (%{megabytes} Mo au maximum)',
  image_type: 'Le fichier n’est pas une image PNG, JPEG, WebP ou GIF',
  refusals: '%{first} ; %{rest}',
};

export default fr;
