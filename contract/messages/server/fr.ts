import { NO_ACTIVE_COMPANY } from '../../common';
import type { ServerCatalogue } from './en';
import ddtFr from './ddt/fr';
import deferredFr from './deferred/fr';
import fatturapaFr from './fatturapa/fr';
import destinationsFr from './destinations/fr';
import importFr from './import/fr';

const fr: ServerCatalogue = {
  ...fatturapaFr,
  ...ddtFr,
  ...deferredFr,
  ...destinationsFr,
  ...importFr,
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
  request_refused: 'La requête a été refusée',
  internal_error: 'Erreur interne du serveur : le problème a été enregistré',
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
  'db.article_in_use':
    'L’article est utilisé dans des lignes de documents et ne peut pas être supprimé',
  'db.document_referenced':
    'Le document est référencé par un autre document et ne peut pas être supprimé',
  'db.row_on_shipping_list':
    'La ligne figure sur une liste d’expédition : retirez-la d’abord de la liste (les lignes d’une liste confirmée restent)',
  'unique.article_code': 'Un article avec ce code existe déjà',
  'unique.registry_code': 'Un client avec ce code existe déjà',
  'unique.customer_general_reg': 'Cette fiche du registre est déjà un client',
  'unique.customer_article': 'Le client a déjà un code pour cet article',
  'unique.document_number': 'Un document de ce type porte déjà ce numéro cette année',
  'unique.code_taken': 'Code déjà utilisé',
  'unique.taken': 'Un autre enregistrement a déjà cette valeur : modifiez le champ en surbrillance',
  'unique.value_taken': 'Valeur déjà utilisée',
  article_in_use:
    'L’article %{code} est utilisé par %{prices} prix clients et %{codes} articles clients : supprimez-les d’abord, ou passez-le à « abandonné »',
  image_too_large: 'L’image est trop volumineuse (%{megabytes} Mo au maximum)',
  image_type: 'Le fichier n’est pas une image PNG, JPEG, WebP ou GIF',
  'configurator.row_without_article':
    'La ligne n’a pas d’article : seule la ligne d’un article configurable peut être configurée',
  'configurator.not_configurable':
    'L’article %{code} n’a pas de configuration : définissez d’abord ses options sur l’article',
  'configurator.cannot_price':
    'La configuration de l’article ne permet pas de calculer le prix de la ligne : %{reason}',
  'configurator.invalid_values': 'Certaines valeurs de la configuration ne sont pas valides',
  'configurator.value_missing': 'Il manque une valeur nécessaire au prix',
  'configurator.beyond_table': '%{key} %{value} dépasse la grille de prix (qui va jusqu’à %{last})',
  'configurator.table_incomplete': 'La grille de prix est incomplète',
  'configurator.definition_incomplete':
    'Il manque à la configuration ce dont son type de prix a besoin',
  'configurator.formula_failed': 'La formule de prix ne peut pas être calculée avec ces valeurs',
  'configurator.formula_division_by_zero': 'Avec ces valeurs, la formule de prix divise par zéro',
  'configurator.negative_price': 'Le prix calculé est négatif (%{price})',
  'import.unsupported_file':
    'Type de fichier non pris en charge : importez un tableur (.xlsx) ou un fichier CSV',
  'import.damaged_xlsx': 'Le fichier tableur est endommagé ou n’est pas un .xlsx',
  'import.too_many_rows': 'Le fichier a plus de %{max} lignes : divisez-le en fichiers plus petits',
  'import.no_rows': 'Le fichier n’a aucune ligne sous son en-tête',
  'import.rows_with_errors':
    '%{count} lignes contiennent des erreurs : rien n’a été importé. Corrigez-les et importez de nouveau le fichier',
  'import.row_field': 'ligne %{line} : %{field}',
  'import.too_large_unpacked':
    'Décompressé, le tableur dépasserait %{max} Mo : divisez-le en fichiers plus petits',
  'import.too_many_entries':
    'Le tableur contient plus de %{max} parties : ce n’est pas un fichier .xlsx normal',
  'import.compression_ratio':
    'Le tableur est compressé plus de %{max} fois : ce n’est pas un fichier .xlsx normal',
  'import.too_many_columns':
    'Le fichier a des valeurs dans plus de %{max} colonnes : ne gardez que les colonnes à importer',
  'import.too_many_cells':
    'Le fichier a plus de %{max} cellules : divisez-le en fichiers plus petits',
  'import.field_too_long': 'Le fichier contient une valeur de plus de %{max} caractères',
  'import.row_too_long': 'La ligne %{line} dépasse %{max} caractères',
  'import.too_many_strings':
    'Le tableur contient plus de %{max} textes différents : divisez-le en fichiers plus petits',
  'import.xml_piece':
    'Le tableur contient une balise ou un texte de plus de %{max} caractères : ce n’est pas un fichier .xlsx normal',
  'import.xml_too_deep':
    'Le tableur imbrique ses éléments sur plus de %{max} niveaux : ce n’est pas un fichier .xlsx normal',
  'documents.transition':
    'Un document ne peut pas passer de « %{from} » à « %{to} » : il ne peut passer qu’à %{allowed}',
  'documents.transition_final':
    'Un document ne peut pas passer de « %{from} » à « %{to} » : ce statut est définitif',
  'documents.date_in_year':
    'La date doit rester en %{year} : le numéro %{number}/%{year} appartient à cette année',
  'documents.issued_locked':
    '%{document} est émis : il ne peut plus être modifié ni supprimé (seul son état de paiement peut changer). Pour le corriger, émettez un avoir',
  'documents.already_issued': '%{document} est déjà émis',
  'documents.not_issuable':
    '%{document} est une commande : seules les factures, les avoirs et les notes de débit sont émis',
  'documents.issue_no_rows':
    '%{document} n’a aucune ligne : ajoutez-en au moins une avant de l’émettre',
  'documents.issue_date_before':
    'La date ne peut pas être antérieure au %{date}, date de %{last} : les numéros doivent suivre les dates',
  'documents.issue_date_future': 'La date ne peut pas être postérieure à aujourd’hui (%{today})',
  'documents.invoice_draft': 'La facture est un brouillon : émettez-la avant d’en faire un avoir',
  'documents.referenced':
    '%{other} fait référence à %{document} : supprimez d’abord ce document-là',
  'documents.not_order':
    '%{document} n’est pas une commande : seules les commandes deviennent des factures',
  'documents.order_cancelled': '%{document} est annulée : elle ne peut pas être facturée',
  'documents.not_invoice':
    '%{document} n’est pas une facture : seules les factures reçoivent un avoir',
  'documents.already_invoiced': '%{document} a déjà été facturée avec %{invoice}',
  'documents.row_shipped_quantity':
    '%{quantity} de cette ligne figurent sur des listes d’expédition : sa quantité ne peut pas être inférieure',
  'documents.overdue_derived':
    '« En retard » ne se choisit pas à la main : un document est en retard quand il n’est pas payé et que sa première échéance est passée',
  'shipping.list_ref': 'La liste d’expédition %{number}/%{year}',
  'shipping.open_list_ref': 'La liste d’expédition ouverte %{id}',
  'shipping.already_confirmed': '%{list} est déjà confirmée',
  'shipping.nothing_to_confirm': '%{list} n’a aucun élément : rien à confirmer',
  'shipping.items_without_label':
    'Chaque élément doit avoir une étiquette avant la confirmation : les éléments %{ids} n’en ont pas (ou une annulée)',
  'shipping.read_only':
    '%{list} est confirmée et en lecture seule : elle ne peut pas être modifiée',
  'shipping.only_order_rows': 'Seules les lignes de commandes peuvent être expédiées',
  'shipping.order_closed': 'La ligne appartient à %{order}, expédiée ou annulée',
  'shipping.row_not_shippable':
    'La ligne de %{order} est « %{status} » : seules les lignes « %{ready} » ou « %{packed} » peuvent être expédiées',
  'shipping.quantity_exceeded':
    'La quantité %{wanted} dépasse ce qui reste à expédier de la ligne : %{left} sur %{total} (%{allocated} déjà sur des listes d’expédition)',
  'labels.transition':
    'L’étiquette %{id} ne peut pas passer de « %{from} » à « %{to} » : elle ne peut passer qu’à %{allowed}',
  'labels.transition_final':
    'L’étiquette %{id} ne peut pas passer de « %{from} » à « %{to} » : ce statut est définitif',
  'labels.confirmed_list':
    'L’étiquette %{id} appartient à la liste d’expédition confirmée %{number}/%{year} : elle ne peut pas être annulée',
  'labels.voided_not_printable':
    'Les étiquettes %{ids} sont annulées et ne peuvent pas être imprimées : créez une nouvelle étiquette pour l’élément',
  'labels.item_has_label':
    'L’élément a déjà l’étiquette %{id} (« %{status} ») : annulez-la d’abord pour la remplacer',
  refusals: '%{first} ; %{rest}',
  'sdi.correction_date':
    'Un document rejeté par le SDI se corrige et se renvoie avec le même numéro et la même date : la date ne peut pas changer',
  'sdi.progressive_exhausted': 'Les numéros d’envoi SDI de l’entreprise sont épuisés (ZZZZZ)',
  'sdi.export_refused': '%{document} ne peut pas être envoyé : %{reason}',
  'sdi.nothing_to_send': 'Aucune facture ou note à envoyer au SDI datée du %{from} au %{to}',
  'sdi.too_many_to_send':
    'Plus de %{max} documents à envoyer sur la période : choisissez une période plus courte',
  'sdi.receipt_too_large': 'Trop volumineux pour un reçu SDI (au plus %{max} ko)',
  'sdi.receipt_unreadable': 'Le fichier est illisible : ce n’est pas un XML ou un zip valide',
  'sdi.receipt_not_sdi':
    'Ce n’est pas un reçu SDI (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura) ou il n’indique pas de NomeFile',
  'sdi.receipt_unknown_file':
    'Aucun document de l’entreprise n’a été envoyé sous le nom de fichier %{file} (ou il a été renvoyé sous un autre nom)',
  'sdi.receipt_updated': '%{document} : état SDI désormais « %{status} »',
  'sdi.receipt_unchanged': '%{document} : état SDI « %{status} » déjà enregistré : rien ne change',
  'sdi.receipt_refused':
    '%{document} est dans l’état SDI « %{status} » : %{kind} ne s’applique pas',
  'sdi.too_many_receipts': 'Trop de reçus en un seul envoi : au plus %{max}',
  'sdi.not_rejected':
    '%{document} n’a pas été rejeté par le SDI : seul un document rejeté se renvoie ; les autres se corrigent par un avoir',
};

export default fr;
