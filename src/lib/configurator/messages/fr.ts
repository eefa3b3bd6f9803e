import type { ConfiguratorMessages } from './en';

/** Les messages du configurateur en français. */
const configurator: ConfiguratorMessages = {
  definition: {
    title: 'Configuration',
    intro_fixed:
      'Prix fixe : le prix de l’article plus les suppléments des choix retenus. Ajoutez les options avec lesquelles une ligne de document est configurée.',
    intro_formula: 'Prix calculé : la formule ci-dessous, plus les suppléments des choix retenus.',
    intro_table:
      'Prix par tableau : le tableau de prix ci-dessous (taille supérieure sur les deux dimensions), plus les suppléments des choix retenus.',
    options: 'Options',
    add_option: 'Ajouter une option',
    key: 'Clé',
    type: 'Type',
    required: 'Obligatoire',
    label_it: 'Libellé (italien)',
    label_en: 'Libellé (anglais)',
    label_de: 'Libellé (allemand)',
    label_fr: 'Libellé (français)',
    label_hu: 'Libellé (hongrois)',
    types: { number: 'Nombre', choice: 'Choix', boolean: 'Oui/non', text: 'Texte' },
    unit: 'Unité',
    min: 'Minimum',
    max: 'Maximum',
    step: 'Pas',
    choices: 'Choix possibles',
    add_choice: 'Ajouter un choix',
    choice_value: 'Valeur',
    price_delta: 'Supplément de prix',
    formula: 'Formule de prix',
    formula_hint: 'Noms : %{names}. Fonctions : %{functions}. Opérateurs : + - * / ^ ( ).',
    table_rows: 'Lignes : option',
    table_columns: 'Colonnes : option',
    breakpoints: 'Tailles (jusqu’à)',
    breakpoints_hint: 'Croissantes, séparées par ; ou des espaces',
    prices: 'Tableau de prix',
    table_empty: 'Choisissez les deux dimensions et saisissez leurs tailles pour remplir les prix.',
    preview: 'Aperçu du prix',
    preview_hint: 'Essayez des valeurs : le prix est calculé comme sur une ligne de document.',
    save: 'Enregistrer la configuration',
    saved: 'Configuration enregistrée',
    invalid: 'La configuration contient des erreurs : voir les champs signalés.',
  },
  values: {
    unit_price: 'Prix unitaire',
    no_price: 'Le prix ne peut pas encore être calculé.',
    min: 'min. %{value}',
    max: 'max. %{value}',
    step: 'pas %{value}',
  },
  row: {
    configure: 'Configurer',
    title: 'Configurer : %{description}',
    saved: 'Ligne configurée : prix et totaux mis à jour',
  },
};

export default configurator;
