import type { SdiMessages } from './en';

/** Les textes SDI des factures et notes en français. */
const sdi: SdiMessages = {
  status: 'État SDI',
  file: 'Fichier envoyé : %{file}',
  errors: 'Erreurs signalées par le SDI',
  rejected_hint:
    'Le SDI a rejeté ce document, qui n’est donc pas émis : corrige-le (le numéro reste ; la date peut changer dans les dates de la série) et envoie-le à nouveau.',
  xml: {
    label: 'XML',
    title: 'Télécharger le fichier XML et le marquer envoyé ?',
    content:
      "Ce document n'a pas encore été envoyé : son fichier FatturaPA reçoit un nouveau nom et le document est marqué comme envoyé. Remettez le fichier au SDI ou à votre intermédiaire, puis chargez les accusés.",
    confirm: 'Télécharger',
  },
  export: {
    label: 'Télécharger les XML de la période',
    title: 'Télécharger les fichiers XML à envoyer au SDI',
    content:
      'Le zip contient les factures et notes émises de la période pas encore envoyées ; elles sont marquées comme envoyées. Remettez-le à votre intermédiaire, puis chargez les reçus.',
    date_from: 'Du',
    date_to: 'Au',
    confirm: 'Télécharger le zip',
    done: '%{smart_count} document marqué comme envoyé |||| %{smart_count} documents marqués comme envoyés',
  },
  receipts: {
    label: 'Charger les reçus SDI',
    title: 'Charger les reçus SDI',
    content:
      'Choisissez les reçus renvoyés par le SDI (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna...) : des fichiers XML, ou un zip qui les contient.',
    choose: 'Choisir les fichiers',
    chosen: '%{smart_count} fichier choisi |||| %{smart_count} fichiers choisis',
    upload: 'Charger',
    close: 'Fermer',
    file: 'Fichier',
    outcome: 'Résultat',
    message: 'Détail',
    updated: '%{smart_count} document mis à jour |||| %{smart_count} documents mis à jour',
    outcomes: {
      updated: 'Mis à jour',
      unchanged: 'Déjà enregistré',
      refused: 'Non appliqué',
      unknown_file: 'Fichier inconnu',
      unreadable: 'Illisible',
    },
  },
  resend: {
    label: 'Renvoyer',
    title: 'Renvoyer le document corrigé ?',
    content:
      'Le document redevient « à envoyer » et est de nouveau verrouillé : le prochain zip de sa période l’envoie avec le même numéro, sous un nouveau nom de fichier.',
    confirm: 'Marquer à envoyer',
    done: 'Le document partira avec le prochain zip',
  },
  history: {
    title: 'Historique SDI',
    sent: 'Fichier %{file} envoyé',
    receipt: 'Reçu : %{receipt} (%{file})',
    corrected: 'Corrigé : %{fields}',
    corrected_date: 'date du %{from} au %{to}',
    resent: 'Marqué à renvoyer',
    rows: 'lignes',
  },
};

export default sdi;
