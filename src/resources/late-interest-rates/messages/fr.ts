import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The late-payment interest rates' texts (`resources.late-interest-rates.*`), fr. */
const messages: ResourceSection = {
  name: 'Taux d’intérêt de retard |||| Taux d’intérêt de retard',
  menu: 'Taux d’intérêt de retard',
  fields: {
    id: 'ID',
    valid_from: 'À partir du',
    reference_rate: 'Taux BCE',
    points: 'Majoration (points)',
    notes: 'Notes',
  },
  sections: {
    rate: 'Taux du semestre',
  },
  help: {
    valid_from: 'Le 1er janvier ou le 1er juillet : le taux vaut pour tout le semestre',
    reference_rate:
      'Le taux de référence de la BCE en vigueur le premier jour du semestre, tel que le publie le ministère italien de l’Économie (ex. 2,15)',
    points: '8 selon la loi (art. 5 D.Lgs. 231/2002) ; plus seulement si le contrat le prévoit',
  },
  empty: 'Aucun taux d’intérêt de retard',
  invite: 'Ajouter le taux du semestre',
  message: {
    delete_title: 'Supprimer le taux à partir du %{recordRepresentation} ?',
    delete_content:
      'Les relances déjà écrites restent telles quelles ; les nouvelles utiliseront le taux du semestre précédent.',
  },
  notifications: {
    created: 'Taux ajouté',
    updated: 'Taux enregistré',
    deleted: 'Taux supprimé',
  },
};

export default messages;
