import type { ImportMessages } from './en';

/** The words every spreadsheet import shares (articles, initial stock), in French. */
const messages: ImportMessages = {
  choose: 'Choisir le fichier',
  working: 'Progression',
  checking: 'Vérification du fichier…',
  importing: 'Importation en cours…',
  summary: {
    label: 'Récapitulatif',
    unchanged: '%{smart_count} inchangé |||| %{smart_count} inchangés',
    errors: '%{smart_count} en erreur',
  },
  partial: '%{shown} lignes affichées sur %{total}.',
  table: 'Lignes du fichier',
  columns: {
    line: 'Ligne',
    code: 'Code',
    action: 'Opération',
    errors: 'Erreurs',
  },
  actions: {
    unchanged: 'Inchangé',
    error: 'Erreur',
  },
  has_errors:
    "Corrigez les lignes en erreur dans le fichier et chargez-le à nouveau : rien ne sera importé tant qu'il y a des erreurs",
  errors: {
    rows: "Certaines lignes du fichier contiennent des erreurs : rien n'a été importé. Corrigez le fichier et chargez-le à nouveau.",
    too_large: 'Le fichier est trop volumineux : la limite est de 20 Mo.',
    unsupported: "Le fichier n'est pas un tableur : chargez un fichier .csv ou .xlsx.",
    generic: 'Impossible de lire le fichier. Veuillez réessayer.',
  },
};

export default messages;
