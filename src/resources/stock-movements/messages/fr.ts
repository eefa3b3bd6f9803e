import type { StockMessages } from './en';

/** Les textes du stock en français. */
const messages: StockMessages = {
  name: 'Mouvement de stock |||| Mouvements de stock',
  menu: 'Mouvements de stock',
  valuation_menu: 'Valorisation du stock',
  fields: {
    date: 'Date',
    article_id: 'Article',
    article: 'Article',
    description: 'Description',
    quantity: 'Quantité',
    counted: 'Quantité comptée',
    reason: 'Motif',
    note: 'Note',
    document: 'Document',
    user: 'Enregistré par',
    date_from: 'Du',
    date_to: 'Au',
    all_reasons: 'Tous les motifs',
    shipping_list_id: 'Bon de livraison',
    reversed: 'Annulé',
  },
  reasons: {
    ddt: 'Bon de livraison (sortie)',
    return: 'Retour (entrée)',
    count: 'Inventaire',
    damage: 'Casse',
    initial: 'Stock initial',
    reversal: 'Annulation',
    other: 'Autre',
  },
  help: {
    quantity: 'Positive : entrée, négative : sortie (ex. -3)',
    counted: 'Ce qui est en rayon : la différence avec le stock est enregistrée',
  },
  create: {
    title: 'Nouvel ajustement de stock',
    button: 'Ajuster le stock',
    created: 'Mouvement de stock enregistré',
  },
  ddt: 'BL %{number}',
  reversed_by: 'annulé par %{id}',
  reverse: {
    button: 'Annuler',
    title: 'Annuler ce mouvement ?',
    content:
      'Un mouvement de la quantité opposée est enregistré aujourd’hui ; celui-ci reste dans le journal. Un mouvement ne s’annule qu’une fois.',
    done: 'Mouvement annulé',
  },
  stock: {
    title: 'Stock',
    stocked: 'Géré en stock',
    stocked_help:
      'Désactivé pour les services et les articles sans stock : ils n’ont pas de mouvements',
    on_hand: 'En stock',
    reserved: 'Réservé',
    available: 'Disponible',
    min_stock: 'Stock minimum',
    cost: 'Coût unitaire',
    below_min: 'Sous le minimum',
    not_stocked: 'Non géré en stock',
    last_movements: 'Derniers mouvements',
    no_movements: 'Aucun mouvement',
    all_movements: 'Tous les mouvements de l’article',
    available_short: 'disponibles : %{quantity}',
  },
  valuation: {
    title: 'Valorisation du stock',
    date: 'À la fin du',
    code: 'Code',
    description: 'Description',
    unit: 'Unité',
    quantity: 'Quantité',
    cost: 'Coût unitaire',
    value: 'Valeur',
    total: 'Total',
    not_valued: 'sans coût',
    empty: 'Aucun stock à cette date',
    csv: 'Télécharger le CSV',
    file: 'valorisation du stock',
  },
  settings: {
    allow_negative: 'Autoriser le stock négatif',
    allow_negative_help:
      'Désactivé : un bon de livraison ou une sortie qui ferait passer un article sous zéro est refusé',
  },
  import: {
    button: 'Importer les stocks',
    title: 'Importer les niveaux de stock',
    hint: 'Choisissez un fichier .csv ou .xlsx avec le code article et la quantité en rayon (Code, Stock ; en option Date et Note). Chaque ligne met le stock de l’article au chiffre du fichier par un mouvement de stock initial. Vous verrez d’abord un aperçu : rien n’est enregistré tant que vous n’avez pas confirmé.',
    summary: {
      move: '%{smart_count} à mouvementer',
    },
    actions: {
      move: 'Mouvement',
    },
    columns: {
      quantity: 'Mouvement',
    },
    nothing: 'Le fichier ne contient aucun stock à importer.',
    no_changes: 'Les stocks du fichier sont déjà ceux de l’entrepôt : il n’y a rien à importer.',
    confirm: 'Enregistrer %{smart_count} mouvement |||| Enregistrer %{smart_count} mouvements',
    done: '%{smart_count} mouvement enregistré |||| %{smart_count} mouvements enregistrés',
  },
  empty: 'Aucun mouvement de stock',
};

export default messages;
