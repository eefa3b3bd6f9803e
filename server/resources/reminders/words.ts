import type { ReminderLevel } from '../../../contract/reminders';
import type { PdfLocale } from '../../lib/pdf/words';

/** The words of a reminder letter in one language (reminders/pdf.ts). */
export interface ReminderWords {
  subject: Record<ReminderLevel, string>;
  salutation: (customer: string) => string;
  /** The letter's body by level, with the day to pay by. */
  body: Record<ReminderLevel, (payBy: string) => string>;
  columns: [string, string, string, string, string, string];
  open: string;
  interest: string;
  compensation: string;
  total: string;
  /** The interest's legal ground, to the letter's date, and the rates it used. */
  interestNote: (date: string, rates: string) => string;
  rateFrom: (from: string, rate: string) => string;
  compensationNote: (amount: string) => string;
  payment: (iban: string, bank: string) => string;
  closing: string;
  place: (city: string, date: string) => string;
}

// prettier-ignore
export const REMINDER_WORDS: Record<PdfLocale, ReminderWords> = {
  it: {
    subject: { 1: 'Sollecito di pagamento', 2: 'Secondo sollecito di pagamento', 3: 'Diffida ad adempiere e costituzione in mora' },
    salutation: (c) => `Spettabile ${c},`,
    body: {
      1: (d) => `dai nostri controlli risultano ancora da saldare i documenti scaduti elencati di seguito. Vi chiediamo cortesemente di provvedere al pagamento entro il ${d}. Se nel frattempo avete già provveduto, vi preghiamo di non tenere conto di questa comunicazione.`,
      2: (d) => `nonostante il nostro precedente sollecito, i documenti elencati di seguito risultano ancora da saldare. Vi invitiamo a provvedere al pagamento entro il ${d} o a contattarci senza indugio se vi sono motivi che lo impediscono.`,
      3: (d) => `nonostante i precedenti solleciti, i documenti elencati di seguito risultano ancora da saldare. Con la presente vi diffidiamo formalmente ad adempiere e vi costituiamo in mora ai sensi dell’art. 1219 c.c., intimandovi di pagare l’importo complessivo entro il ${d}. In mancanza procederemo al recupero del credito nelle sedi competenti senza ulteriore preavviso, con aggravio di spese a vostro carico.`,
    },
    columns: ['Documento', 'Rata', 'Scadenza', 'Giorni di ritardo', 'Residuo', 'Interessi'],
    open: 'Totale scaduto', interest: 'Interessi di mora', compensation: 'Indennizzo forfettario', total: 'Totale dovuto',
    interestNote: (d, r) => `Interessi di mora ai sensi del D.Lgs. 231/2002 (tasso di riferimento BCE maggiorato di 8 punti) dal giorno successivo alla scadenza al ${d}: ${r}. Gli interessi continuano a maturare fino al saldo.`,
    rateFrom: (f, r) => `dal ${f} ${r}`,
    compensationNote: (a) => `Indennizzo forfettario per i costi di recupero (art. 6 D.Lgs. 231/2002): ${a} per ogni documento.`,
    payment: (iban, bank) => `Potete pagare con bonifico bancario sul conto IBAN ${iban}${bank ? ` (${bank})` : ''}, indicando i numeri dei documenti.`,
    closing: 'Distinti saluti.',
    place: (c, d) => (c ? `${c}, ${d}` : d),
  },
  en: {
    subject: { 1: 'Payment reminder', 2: 'Second payment reminder', 3: 'Formal notice of default' },
    salutation: (c) => `Dear ${c},`,
    body: {
      1: (d) => `according to our records the overdue documents listed below are still unpaid. We kindly ask you to settle them by ${d}. If you have paid in the meantime, please disregard this letter.`,
      2: (d) => `despite our previous reminder, the documents listed below are still unpaid. Please settle them by ${d}, or contact us without delay if something prevents you from doing so.`,
      3: (d) => `despite our previous reminders, the documents listed below are still unpaid. With this letter we formally put you in default (art. 1219 of the Italian Civil Code) and demand payment of the total amount by ${d}. Failing that, we will take steps to recover the debt without further notice, at your expense.`,
    },
    columns: ['Document', 'Instalment', 'Due date', 'Days late', 'Open', 'Interest'],
    open: 'Total overdue', interest: 'Late-payment interest', compensation: 'Fixed compensation', total: 'Total due',
    interestNote: (d, r) => `Late-payment interest under Legislative Decree 231/2002 (ECB reference rate plus 8 points) from the day after the due date to ${d}: ${r}. Interest keeps accruing until payment.`,
    rateFrom: (f, r) => `from ${f} ${r}`,
    compensationNote: (a) => `Fixed compensation for recovery costs (art. 6 Legislative Decree 231/2002): ${a} per document.`,
    payment: (iban, bank) => `You can pay by bank transfer to IBAN ${iban}${bank ? ` (${bank})` : ''}, quoting the document numbers.`,
    closing: 'Yours faithfully,',
    place: (c, d) => (c ? `${c}, ${d}` : d),
  },
  de: {
    subject: { 1: 'Zahlungserinnerung', 2: 'Zweite Mahnung', 3: 'Letzte Mahnung und Inverzugsetzung' },
    salutation: () => 'Sehr geehrte Damen und Herren,',
    body: {
      1: (d) => `nach unseren Unterlagen sind die unten aufgeführten fälligen Belege noch offen. Wir bitten Sie freundlich, sie bis zum ${d} zu begleichen. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.`,
      2: (d) => `trotz unserer Zahlungserinnerung sind die unten aufgeführten Belege noch offen. Bitte begleichen Sie sie bis zum ${d} oder nehmen Sie umgehend Kontakt mit uns auf, falls etwas dem entgegensteht.`,
      3: (d) => `trotz unserer bisherigen Mahnungen sind die unten aufgeführten Belege noch offen. Hiermit setzen wir Sie förmlich in Verzug (Art. 1219 des italienischen Zivilgesetzbuchs) und fordern Sie auf, den Gesamtbetrag bis zum ${d} zu zahlen. Andernfalls werden wir die Forderung ohne weitere Ankündigung auf Ihre Kosten beitreiben.`,
    },
    columns: ['Beleg', 'Rate', 'Fälligkeit', 'Tage Verzug', 'Offen', 'Zinsen'],
    open: 'Überfällig gesamt', interest: 'Verzugszinsen', compensation: 'Pauschale Entschädigung', total: 'Gesamt fällig',
    interestNote: (d, r) => `Verzugszinsen nach dem ital. Gesetzesdekret 231/2002 (EZB-Referenzzinssatz zuzüglich 8 Prozentpunkten) vom Tag nach der Fälligkeit bis zum ${d}: ${r}. Die Zinsen laufen bis zur Zahlung weiter.`,
    rateFrom: (f, r) => `ab ${f} ${r}`,
    compensationNote: (a) => `Pauschale Entschädigung für Beitreibungskosten (Art. 6 Gesetzesdekret 231/2002): ${a} je Beleg.`,
    payment: (iban, bank) => `Sie können per Überweisung auf IBAN ${iban}${bank ? ` (${bank})` : ''} zahlen; bitte geben Sie die Belegnummern an.`,
    closing: 'Mit freundlichen Grüßen',
    place: (c, d) => (c ? `${c}, ${d}` : d),
  },
  fr: {
    subject: { 1: 'Relance de paiement', 2: 'Deuxième relance de paiement', 3: 'Mise en demeure' },
    salutation: (c) => `${c},`,
    body: {
      1: (d) => `d’après nos écritures, les documents échus ci-dessous restent impayés. Nous vous prions de bien vouloir les régler avant le ${d}. Si vous avez payé entre-temps, veuillez ne pas tenir compte de ce courrier.`,
      2: (d) => `malgré notre précédente relance, les documents ci-dessous restent impayés. Nous vous invitons à les régler avant le ${d}, ou à nous contacter sans tarder si quelque chose vous en empêche.`,
      3: (d) => `malgré nos précédentes relances, les documents ci-dessous restent impayés. Par la présente, nous vous mettons formellement en demeure (art. 1219 du Code civil italien) de payer le montant total avant le ${d}. À défaut, nous engagerons le recouvrement de la créance sans autre préavis, à vos frais.`,
    },
    columns: ['Document', 'Échéance n°', 'Échéance', 'Jours de retard', 'Reste dû', 'Intérêts'],
    open: 'Total échu', interest: 'Intérêts de retard', compensation: 'Indemnité forfaitaire', total: 'Total dû',
    interestNote: (d, r) => `Intérêts de retard selon le décret législatif italien 231/2002 (taux de référence de la BCE majoré de 8 points) du lendemain de l’échéance au ${d} : ${r}. Les intérêts courent jusqu’au paiement.`,
    rateFrom: (f, r) => `à partir du ${f} ${r}`,
    compensationNote: (a) => `Indemnité forfaitaire pour frais de recouvrement (art. 6 décret législatif 231/2002) : ${a} par document.`,
    payment: (iban, bank) => `Vous pouvez payer par virement sur l’IBAN ${iban}${bank ? ` (${bank})` : ''}, en indiquant les numéros des documents.`,
    closing: 'Veuillez agréer nos salutations distinguées.',
    place: (c, d) => (c ? `${c}, le ${d}` : d),
  },
  hu: {
    subject: { 1: 'Fizetési emlékeztető', 2: 'Második fizetési felszólítás', 3: 'Fizetési felszólítás és késedelembe helyezés' },
    salutation: (c) => `Tisztelt ${c}!`,
    body: {
      1: (d) => `nyilvántartásunk szerint az alább felsorolt lejárt bizonylatok még nincsenek kiegyenlítve. Kérjük, szíveskedjenek ${d} napig rendezni őket. Ha időközben fizettek, kérjük, tekintsék levelünket tárgytalannak.`,
      2: (d) => `korábbi emlékeztetőnk ellenére az alább felsorolt bizonylatok még nincsenek kiegyenlítve. Kérjük, rendezzék őket ${d} napig, vagy haladéktalanul vegyék fel velünk a kapcsolatot, ha valami akadályozza a fizetést.`,
      3: (d) => `korábbi felszólításaink ellenére az alább felsorolt bizonylatok még nincsenek kiegyenlítve. Jelen levelünkkel Önöket hivatalosan késedelembe helyezzük (az olasz Ptk. 1219. cikke) és felszólítjuk a teljes összeg megfizetésére ${d} napig. Ennek elmaradása esetén további értesítés nélkül, az Önök költségére érvényesítjük követelésünket.`,
    },
    columns: ['Bizonylat', 'Részlet', 'Esedékesség', 'Késés (nap)', 'Nyitott', 'Kamat'],
    open: 'Lejárt összesen', interest: 'Késedelmi kamat', compensation: 'Átalány-kártérítés', total: 'Fizetendő összesen',
    interestNote: (d, r) => `Késedelmi kamat a 231/2002. sz. olasz törvényerejű rendelet szerint (EKB irányadó kamatláb + 8 százalékpont) az esedékességet követő naptól ${d} napig: ${r}. A kamat a fizetésig tovább nő.`,
    rateFrom: (f, r) => `${f} naptól ${r}`,
    compensationNote: (a) => `Átalány-kártérítés a behajtási költségekre (231/2002. sz. rendelet 6. cikk): bizonylatonként ${a}.`,
    payment: (iban, bank) => `Fizethetnek átutalással a(z) ${iban} IBAN számlára${bank ? ` (${bank})` : ''}, a bizonylatszámok megjelölésével.`,
    closing: 'Tisztelettel:',
    place: (c, d) => (c ? `${c}, ${d}` : d),
  },
};
