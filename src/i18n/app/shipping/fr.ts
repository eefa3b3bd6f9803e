import type { ShippingMessages } from './en';

/** Les messages des listes d’expédition en français. */
const shipping: ShippingMessages = {
  title: 'Listes d’expédition',
  edit_title: 'Liste d’expédition %{number}',
  to_confirm: 'à confirmer',
  fields: {
    number: 'Numéro',
    date: 'Date',
    carrier: 'Transporteur',
    notes: 'Notes',
    status: 'Statut',
    parcels: 'Colis',
    item_count: 'Lignes',
    weight: 'Poids (kg)',
    date_from: 'Du',
    date_to: 'Au',
    all_statuses: 'Tous les statuts',
    year: 'Année',
  },
  create: {
    button: 'Nouvelle liste',
    title: 'Nouvelle liste d’expédition',
    save: 'Créer',
  },
  delete: {
    title: 'Supprimer la liste d’expédition',
    content: 'Supprimer cette liste ouverte avec ses lignes et étiquettes ?',
    done: 'Liste d’expédition supprimée',
  },
  header: 'Liste d’expédition',
  saved: 'Liste d’expédition enregistrée',
  confirmed_banner:
    'Cette liste est confirmée (numéro %{number}) : elle ne peut plus être modifiée. Ses étiquettes peuvent encore être imprimées et apposées.',
  items: {
    title: 'Lignes',
    empty: 'Aucune ligne : ajoutez des lignes de commande avec « Ajouter des lignes ».',
    order: 'Commande',
    customer: 'Client',
    article: 'Article',
    description: 'Description',
    quantity: 'Quantité',
    parcels: 'Colis',
    weight: 'Poids (kg)',
    label: 'Étiquette',
    no_label: 'Aucune étiquette',
    create_label: 'Créer l’étiquette',
    label_created: 'Étiquette créée',
    edit: 'Modifier la ligne',
    saved: 'Ligne enregistrée',
    deleted: 'Ligne retirée',
    delete_title: 'Retirer la ligne',
    delete_content: 'Retirer cette ligne de la liste d’expédition ?',
    summary:
      '%{items} lignes, %{parcels} colis ; à imprimer %{to_print}, imprimées %{printed}, apposées %{applied} ; sans étiquette %{missing}',
  },
  picker: {
    button: 'Ajouter des lignes',
    title: 'Ajouter des lignes de commande',
    search: 'Chercher commande, client ou article',
    empty: 'Aucune ligne de commande prête ou emballée ne reste à expédier.',
    left: 'Reste',
    ordered: 'Commandé',
    choose: 'Choisir',
    add: 'Ajouter à la liste',
    added: 'Ligne ajoutée à la liste',
    max: 'Au plus %{left}',
    too_much: 'Il reste au plus %{left} à expédier',
    invalid: 'Saisissez une quantité supérieure à zéro (3 décimales au plus)',
    parcels_invalid: 'De 1 à 99 colis',
  },
  bulk: {
    status: 'Statut d’étiquette',
    status_none:
      'Aucun statut commun : chaque ligne choisie doit avoir une étiquette qui peut le prendre',
    status_done:
      'Statut appliqué à %{smart_count} ligne |||| Statut appliqué à %{smart_count} lignes',
    print: 'Imprimer les étiquettes',
    print_none: 'Les lignes choisies n’ont pas d’étiquette imprimable',
    print_failed: 'Impossible d’imprimer les étiquettes',
  },
  confirm: {
    button: 'Confirmer la liste',
    title: 'Confirmer la liste d’expédition',
    content: 'Confirmer la liste ? Après confirmation, elle ne pourra plus être modifiée.',
    done: 'Liste d’expédition confirmée : numéro %{number}',
    not_ready: 'Chaque ligne doit avoir une étiquette avant la confirmation',
  },
  print_ddt: {
    button: 'Imprimer le bon de livraison',
    customer: 'Langue du client',
    failed: 'Le bon de livraison n’a pas pu être imprimé',
  },
};

export default shipping;
