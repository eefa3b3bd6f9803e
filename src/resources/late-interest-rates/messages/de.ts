import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The late-payment interest rates' texts (`resources.late-interest-rates.*`), de. */
const messages: ResourceSection = {
  name: 'Verzugszinssatz |||| Verzugszinssätze',
  menu: 'Verzugszinssätze',
  fields: {
    id: 'ID',
    valid_from: 'Ab',
    reference_rate: 'EZB-Satz',
    points: 'Aufschlag (Punkte)',
    notes: 'Notizen',
  },
  sections: {
    rate: 'Satz des Halbjahres',
  },
  help: {
    valid_from: '1. Januar oder 1. Juli: der Satz gilt für das ganze Halbjahr',
    reference_rate:
      'Der am ersten Tag des Halbjahres geltende EZB-Referenzzinssatz, wie ihn das italienische Wirtschaftsministerium veröffentlicht (z. B. 2,15)',
    points: '8 von Gesetzes wegen (Art. 5 D.Lgs. 231/2002); mehr nur, wenn der Vertrag es vorsieht',
  },
  empty: 'Kein Verzugszinssatz',
  invite: 'Satz des Halbjahres hinzufügen',
  message: {
    delete_title: 'Satz ab %{recordRepresentation} löschen?',
    delete_content:
      'Bereits geschriebene Mahnungen bleiben unverändert; neue verwenden den Satz des vorigen Halbjahres.',
  },
  notifications: {
    created: 'Satz hinzugefügt',
    updated: 'Satz gespeichert',
    deleted: 'Satz gelöscht',
  },
};

export default messages;
