import type { AppMessages } from './en';
import enums from './enums/fr';
import { folderMessages } from './resourceMessages';
import documentsFr from './documents/fr';
import { withDocuments } from './documents';
import configuratorFr from './configurator/fr';
import { withConfigurator } from './configurator';
import shippingFr from './shipping/fr';
import { withShipping } from './shipping';
import dashboardsFr from './dashboards/fr';
import { withDashboards } from './dashboards';

/** Les messages de l'application en français. */
const fr: AppMessages = {
  app: {
    name: 'Gestionale',
    beta: 'bêta',
    loading: 'Chargement…',
    menu: {
      label: 'Menu principal',
      dashboards: 'Tableaux de bord',
      dashboard_sales: 'Ventes',
      dashboard_orders: 'Commandes',
      registry: 'Fichiers',
      registry_general: 'Fichier général',
      customers: 'Clients',
      articles: 'Articles',
      documents: 'Documents',
      sales_orders: 'Commandes clients',
      invoices: 'Factures',
      credit_notes: 'Avoirs',
      debit_notes: 'Notes de débit',
      shipping: 'Expéditions',
      shipping_lists: "Listes d'expédition",
    },
    labels: {
      dashboard: 'Tableau de bord',
      home: 'Accueil',
      documents: 'Documents',
      sales_orders: 'Commandes clients',
      registry: 'Fichiers',
      new_customer: 'Nouveau client',
      add_new_customer: 'Ajouter un nouveau client',
      general_profile: 'Profil général',
      general_info: 'Informations générales',
      account_details: 'Coordonnées du compte',
      billing_details: 'Informations de facturation',
      additional_info: 'Informations complémentaires',
    },
    company: {
      title: "Choisissez l'entreprise",
      subtitle:
        'Bonjour %{name}, sur quelle entreprise souhaitez-vous travailler ? Vous pouvez en changer à tout moment depuis la barre du haut.',
      empty:
        "Votre compte n'est encore lié à aucune entreprise. Adressez-vous à un administrateur.",
      vat: 'N° TVA %{vat}',
      current: 'Actuelle',
      none: 'Aucune entreprise',
      switch: "Changer d'entreprise",
      selected: 'Vous travaillez maintenant sur %{name}',
      changed_elsewhere:
        "Vous travaillez maintenant sur %{name} : l'entreprise active a été changée dans un autre onglet.",
      changed_elsewhere_left:
        "Vous travaillez maintenant sur %{name} : l'entreprise active a été changée dans un autre onglet. La page ouverte appartenait à l'entreprise précédente et a été fermée sans enregistrer.",
    },
    login: {
      title: 'Connexion',
      subtitle: 'Saisissez votre e-mail et votre mot de passe pour accéder à la gestion.',
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      invalid_credentials: 'E-mail ou mot de passe incorrect.',
      too_many: 'Trop de tentatives échouées. Patientez un instant puis réessayez.',
      too_many_wait: 'Trop de tentatives échouées. Réessayez dans %{seconds} secondes.',
      invalid_response: 'Le serveur a répondu de façon inattendue. Réessayez dans un instant.',
    },
    errors: {
      network: "Une erreur s'est produite, veuillez réessayer",
      no_company: "Choisissez d'abord l'entreprise sur laquelle travailler.",
      conflict_stale:
        'Cet enregistrement a été modifié entre-temps par un autre utilisateur : rechargez la page pour voir la version à jour. Vos modifications n’ont pas été enregistrées.',
      conflict: "L'opération n'est pas possible dans l'état actuel des données.",
      too_large: 'Le fichier ou les données envoyées sont trop volumineux.',
      unsupported_type: "Ce type de fichier n'est pas pris en charge.",
      too_many_requests: 'Trop de requêtes. Patientez un instant puis réessayez.',
      too_many_requests_wait: 'Trop de requêtes. Réessayez dans %{seconds} secondes.',
      generic_title: "Une erreur s'est produite !",
      generic_text: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
      go_home: "Retour à l'accueil",
      retry: 'Réessayer',
      sign_in: 'Se reconnecter',
      '401': {
        title: 'Session expirée',
        text: "Votre session est terminée ou vous n'êtes pas connecté. Reconnectez-vous pour continuer.",
      },
      '404': {
        title: 'Page introuvable',
        text: "La page que vous cherchez n'existe pas ou a été déplacée.",
      },
      '429': {
        title: 'Trop de requêtes',
        text: 'Vous avez envoyé trop de requêtes en peu de temps. Patientez un instant, puis réessayez.',
      },
      '500': {
        title: 'Erreur du serveur',
        text: "Le serveur n'a pas pu traiter la demande. Réessayez dans quelques minutes.",
      },
    },
    pages: {
      dashboard_sales: 'Tableau de bord des ventes',
      dashboard_orders: 'Tableau de bord des commandes',
      customers: 'Clients',
      customer_profile: 'Fiche client',
      articles: 'Articles',
      article_create: 'Nouvel article',
      article_edit: "Modifier l'article",
      documents: {
        orders: 'Commandes clients',
        orders_edit: 'Modifier la commande client',
        orders_show: 'Commande client',
        invoices: 'Factures',
        invoices_edit: 'Modifier la facture',
        invoices_show: 'Facture',
        credit_notes: 'Avoirs',
        credit_notes_edit: "Modifier l'avoir",
        credit_notes_show: 'Avoir',
        debit_notes: 'Notes de débit',
        debit_notes_edit: 'Modifier la note de débit',
        debit_notes_show: 'Note de débit',
      },
      shipping_list: "Listes d'expédition",
      shipping_edit: "Modifier la liste d'expédition",
    },
    input: {
      no_options: 'Aucune option',
    },
    list: {
      pagination: {
        label: 'Pages',
        rows_per_page: 'Lignes par page',
        range: '%{from}–%{to} sur %{total}',
        range_capped: '%{from}–%{to} sur plus de %{total}',
        page: 'Page %{page}',
        first: 'Première page',
        previous: 'Page précédente',
        next: 'Page suivante',
        last: 'Dernière page',
      },
      table: {
        title: 'Tableau',
        hover: 'Surligner la ligne sous le pointeur',
        zebra: 'Lignes alternées',
        dense: 'Lignes compactes',
        sticky: 'En-tête toujours visible',
      },
      export: {
        title: 'Exporter',
        csv: 'Fichier CSV',
        xlsx: 'Fichier Excel (.xlsx)',
        done: '1 ligne exportée |||| %{smart_count} lignes exportées',
      },
      print: 'Imprimer',
    },
    settings: {
      title: 'Paramètres',
      switch_to_dark: 'Passer au thème sombre',
      switch_to_light: 'Passer au thème clair',
      language: 'Langue',
      mode: { title: 'Thème', light: 'Clair', dark: 'Sombre' },
      layout: { title: 'Disposition', 'main-layout': 'Barre en haut', sideblock: 'Bloc latéral' },
      card_skin: { title: 'Cartes', 'shadow-sm': 'Ombre', bordered: 'Bordure' },
      primary_scheme: 'Couleur principale',
      light_scheme: 'Couleurs du thème clair',
      dark_scheme: 'Couleurs du thème sombre',
      schemes: {
        accent: 'Indigo',
        emerald: 'Émeraude',
        amber: 'Ambre',
        rose: 'Rose',
        neutral: 'Neutre',
        slate: 'Ardoise',
        stone: 'Pierre',
        cinder: 'Cendre',
        navy: 'Bleu marine',
        graphite: 'Graphite',
      },
      direction: { title: 'Sens du texte', ltr: 'De gauche à droite', rtl: 'De droite à gauche' },
      notifications: {
        position: 'Position des notifications',
        visible: 'Notifications affichées en même temps',
        'top-right': 'En haut à droite',
        'top-left': 'En haut à gauche',
        'top-center': 'En haut au centre',
        'bottom-right': 'En bas à droite',
        'bottom-left': 'En bas à gauche',
        'bottom-center': 'En bas au centre',
      },
      reset: 'Rétablir les valeurs par défaut',
    },
  },
  resources: folderMessages(
    import.meta.glob('../../resources/*/messages/fr.ts', { eager: true, import: 'default' }),
  ),
  enums,
};

export default withDashboards(
  withShipping(withConfigurator(withDocuments(fr, documentsFr), configuratorFr), shippingFr),
  dashboardsFr,
);
