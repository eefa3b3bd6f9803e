import type { SdiKey } from './en';

const sdiFr: Record<SdiKey, string> = {
  'fatturapa.rejected': 'Le SDI rejetterait ce XML : %{first}',
  'fatturapa.00400':
    'la ligne %{line} a une TVA de 0 % mais aucune nature de l’opération (Natura) (contrôle SDI 00400)',
  'fatturapa.00401':
    'la ligne %{line} a une TVA de %{rate} % et une nature (Natura %{nature}) : une nature ne va qu’avec 0 % (contrôle SDI 00401)',
  'fatturapa.00429':
    'le récapitulatif de TVA à 0 % (DatiRiepilogo) n’a pas de nature (Natura) (contrôle SDI 00429)',
  'fatturapa.00430':
    'le récapitulatif de TVA à %{rate} % (DatiRiepilogo) a une nature (Natura %{nature}) : une nature ne va qu’avec 0 % (contrôle SDI 00430)',
  'fatturapa.00419':
    'le taux de TVA %{rate} % de la ligne %{line} n’a pas de récapitulatif (DatiRiepilogo) (contrôle SDI 00419)',
  'fatturapa.00421':
    'la taxe (Imposta) à %{rate} % est de %{vat}, mais base x taux donne %{expected} (contrôle SDI 00421)',
  'fatturapa.00422':
    'la base imposable (ImponibileImporto) à %{rate} % est de %{taxable}, mais ses lignes totalisent %{expected} (contrôle SDI 00422)',
  'fatturapa.00423':
    'le total de la ligne %{line} (PrezzoTotale) est de %{total}, mais quantité x prix moins remise donne %{expected} (contrôle SDI 00423)',
  'fatturapa.00425':
    'le numéro du document (Numero) « %{number} » ne contient aucun chiffre (contrôle SDI 00425)',
  'fatturapa.00443':
    'le récapitulatif de TVA à %{rate} % (DatiRiepilogo) n’a aucune ligne à ce taux (contrôle SDI 00443)',
  'fatturapa.00444':
    'la nature %{nature} (Natura) doit figurer à la fois sur les lignes et dans le récapitulatif de TVA (contrôle SDI 00444)',
  'fatturapa.00445':
    'la nature générique %{nature} (Natura) n’est plus acceptée depuis 2021 : choisissez l’un de ses codes détaillés (contrôle SDI 00445)',
  'fatturapa.00417':
    'le client n’a ni numéro de TVA ni code fiscal (IdFiscaleIVA, CodiceFiscale) (contrôle SDI 00417)',
  'fatturapa.00418':
    'la date du document est antérieure au %{date}, date de la facture %{number} qu’il corrige (DatiFattureCollegate) : une note ne peut pas précéder sa facture (contrôle SDI 00418)',
  'fatturapa.00471':
    'le client a le numéro de TVA de l’entreprise (IdFiscaleIVA) : une facture ne peut pas être émise à soi-même (contrôle SDI 00471)',
  'fatturapa.regime':
    'le profil fiscal de l’entreprise n’a pas de régime fiscal (RegimeFiscale) : renseignez-le dans le profil de l’entreprise',
  'fatturapa.recipient':
    'le client n’a pas de code destinataire valide (CodiceDestinatario) : renseignez son code SDI (7 caractères) ou sa PEC',
  'fatturapa.office_code':
    'le client est une administration publique sans code bureau (CodiceDestinatario, FPA12) : saisissez comme code SDI les 6 caractères de l’index IPA (contrôle SDI 00427)',
  'fatturapa.cig': 'le CIG %{cig} n’est pas valide (CodiceCIG) : il a 10 lettres ou chiffres',
  'fatturapa.cup': 'le CUP %{cup} n’est pas valide (CodiceCUP) : il a 15 lettres ou chiffres',
  'fatturapa.seller_field':
    'il manque au profil fiscal de l’entreprise une valeur valide pour : %{element}',
  'fatturapa.buyer_field': 'il manque au client une valeur valide pour : %{element}',
  'fatturapa.too_large':
    'ligne %{line} : %{element} est trop grand pour le XML (11 chiffres au plus avant la virgule)',
  'fatturapa.total_too_large':
    '%{element} du document est trop grand pour le XML (11 chiffres au plus avant la virgule)',
  'fatturapa.too_many_lines': 'le XML admet au plus %{max} lignes ; ce document en a %{count}',
  'fatturapa.description': 'la ligne %{line} n’a pas de description (Descrizione)',
  'fatturapa.not_fiscal':
    'les devis et les commandes n’ont pas de facture électronique : le XML se fait pour les factures, avoirs et notes de débit',
  'fatturapa.draft':
    'le document est un brouillon : émettez-le (numéro et date définitifs) avant d’en générer le XML',
  'sdi.correction_date':
    'Un document rejeté se corrige sous son numéro : sa date doit rester entre le %{from} et le %{to} (les dates suivent les numéros de la série, et pas après aujourd’hui)',
  'sdi.progressive_exhausted': 'Les numéros d’envoi SDI de l’entreprise sont épuisés (ZZZZZ)',
  'sdi.export_refused': '%{document} ne peut pas être envoyé : %{reason}',
  'sdi.nothing_to_send': 'Aucune facture ou note à envoyer au SDI datée du %{from} au %{to}',
  'sdi.too_many_to_send':
    'Plus de %{max} documents à envoyer sur la période : choisissez une période plus courte',
  'sdi.receipt_too_large': 'Trop volumineux pour un reçu SDI (au plus %{max} ko)',
  'sdi.receipt_unreadable': 'Le fichier est illisible : ce n’est pas un XML ou un zip valide',
  'sdi.receipt_not_sdi':
    'Ce n’est pas un reçu SDI (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura) ou il n’indique pas de NomeFile',
  'sdi.receipt_unknown_file':
    'Aucun document de l’entreprise n’a été envoyé sous le nom de fichier %{file} (ou il a été renvoyé sous un autre nom)',
  'sdi.receipt_updated': '%{document} : état SDI désormais « %{status} »',
  'sdi.receipt_unchanged': '%{document} : état SDI « %{status} » déjà enregistré : rien ne change',
  'sdi.receipt_refused':
    '%{document} est dans l’état SDI « %{status} » : %{kind} ne s’applique pas',
  'sdi.too_many_receipts': 'Trop de reçus en un seul envoi : au plus %{max}',
  'sdi.not_rejected':
    '%{document} n’a pas été rejeté par le SDI : seul un document rejeté se renvoie ; les autres se corrigent par un avoir',
};

export default sdiFr;
