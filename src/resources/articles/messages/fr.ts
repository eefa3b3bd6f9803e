import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import articleNames from '../../../../contract/messages/articleNames/fr';

/** The articles' texts (`resources.articles.*`), fr. */
const messages: ResourceSection = {
  name: 'Article |||| Articles',
  fields: articleNames.fields,
  sections: {
    identity: 'Article',
    pricing: 'Prix et TVA',
    price_lists: 'Listes de prix',
    image: 'Image',
  },
  image: {
    placeholder:
      'Déposez ici une image PNG, JPEG, WebP ou GIF (5 Mo au plus) ou cliquez pour la choisir',
    rejected: "Le fichier n'est pas une image PNG, JPEG, WebP ou GIF de 5 Mo au plus",
  },
  helpers: {
    price: 'Jusqu’à 8 décimales, avec la virgule (ex. 12,3456)',
  },
  price_lists: {
    list_name: 'Liste de prix',
    price: 'Prix',
    min_quantity: 'Quantité minimale',
    empty: 'Aucune liste de prix pour cet article.',
    delete_title: 'Supprimer ce prix de liste ?',
    delete_content: 'Le prix sera retiré de la liste de prix.',
    saved: 'Liste de prix enregistrée',
    deleted: 'Prix de liste supprimé',
  },
  empty: 'Aucun article pour le moment',
  invite: 'Ajouter le premier article',
  message: {
    delete_title: 'Supprimer « %{recordRepresentation} » ?',
    delete_content: 'L’article sera supprimé définitivement. Cette action est irréversible.',
  },
  notifications: {
    created: 'Article créé',
    updated: 'Article enregistré',
    deleted: 'Article supprimé',
  },
  import: {
    button: 'Importer',
    title: 'Importer des articles',
    hint: "Choisissez un fichier .csv ou .xlsx avec une ligne d'en-tête (Code, Description, Unité, Prix, TVA…). Vous verrez d'abord un aperçu : rien n'est enregistré tant que vous n'avez pas confirmé.",
    summary: {
      create: '%{smart_count} à créer',
      update: '%{smart_count} à mettre à jour',
    },
    actions: {
      create: 'Nouveau',
      update: 'Mise à jour',
    },
    nothing: 'Le fichier ne contient aucun article à importer.',
    no_changes: 'Les articles du fichier sont déjà ainsi : il n’y a rien à importer.',
    confirm: 'Importer %{smart_count} article |||| Importer %{smart_count} articles',
    done: '%{smart_count} article importé |||| %{smart_count} articles importés',
  },
};

export default messages;
