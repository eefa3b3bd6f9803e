import type { CollectionsKey } from './en';

const collectionsHu: Record<CollectionsKey, string> = {
  'not_found.instalment': 'A részlet nem található',
  'not_found.payment': 'A befizetés nem található',
  'instalments.plan_settled':
    '%{document} részletein befizetések, jóváírások vagy banki benyújtások vannak: sztornózd őket, mielőtt az összegét, dátumát, vevőjét vagy fizetési feltételeit módosítod',
  'instalments.presented':
    '%{document} %{position}. részlete be van nyújtva a banknak: előbb rögzítsd a bank eredményét',
  'instalments.over_open':
    '%{document} %{position}. részletéből %{open} nyitott: nem kaphat %{amount} összeget',
  'instalments.nothing_open': '%{document} %{position}. részletén nincs nyitott összeg',
  'payments.over_amount':
    'A hozzárendelések összege %{allocated}, de a befizetésből csak %{left} rendelhető még hozzá',
  'payments.over_amount_field': 'Összesen legfeljebb %{left}',
  'payments.not_customers': 'A befizetés vevőjének részleteit válaszd',
  'payments.reversed': 'Ezt a befizetést %{date} napján sztornózták: már nem változhat',
  'payments.credit_note_reverse':
    'Ez %{document} jóváírása: a jóváíró számlát követi, nem sztornózható (a jóváíró számlát terhelési értesítő javítja)',
  'payments.credit_note_used':
    '%{document} jóváírása már részletekhez van rendelve: a vevője már nem változhat, és az összege nem lehet kisebb a hozzárendeltnél',
  'payments.future_date': 'A befizetés dátuma nem lehet a mai napnál (%{today}) későbbi',
  'not_found.bank_batch': 'A banki köteg nem található',
  'not_found.sdd_mandate': 'A megbízás nem található',
  'bank_batches.credit_date_past': 'A jóváírás dátuma nem lehet a mai napnál (%{today}) korábbi',
  'bank_batches.collection_date':
    'A beszedés dátuma TARGET banki munkanap legyen, %{earliest} után vagy aznap',
  'bank_batches.account_riba':
    'A(z) %{account} számlához SIA-kód és olasz IBAN kell a RiBa benyújtásához',
  'bank_batches.account_sdd':
    'A(z) %{account} számlához SEPA hitelezőazonosító kell a csoportos beszedéshez',
  'bank_batches.method_riba':
    'A(z) %{document} %{position}. részlete nem RiBa (MP12) útján kerül beszedésre',
  'bank_batches.method_sdd':
    'A(z) %{document} %{position}. részlete nem SEPA csoportos beszedéssel (MP19, MP20, MP21) kerül beszedésre',
  'bank_batches.customer_bank':
    '%{customer} ügyfélnek nincs ABI és CAB kódja és olasz IBAN-ja sem: a RiBa-hoz az ügyfél bankja kell',
  'bank_batches.no_mandate':
    '%{customer} ügyfélnek nincs a beszedés napjáig aláírt, vissza nem vont SEPA megbízása',
  'bank_batches.mandate_used': '%{customer} %{reference} megbízása egyszeri, és már felhasználták',
  'bank_batches.not_ready_riba': 'Néhány részlet nem kerülhet RiBa kötegbe: lásd a megjelölteket',
  'bank_batches.not_ready_sdd':
    'Néhány részlet nem kerülhet beszedési kötegbe: lásd a megjelölteket',
  'bank_batches.credited':
    'Ezt a köteget %{date} napon jóváírták: a jóváírt összeg nem írható jóvá újra',
  'bank_batches.item_unpaid': 'Ezt a részletet már %{date} napon nem fizetettnek jelentették',
  'bank_batches.future_date': 'A dátum nem lehet a mai napnál (%{today}) későbbi',
  'sdd_mandates.reference_taken': 'A(z) %{reference} hivatkozás már egy másik megbízásé',
  'sdd_mandates.used':
    'A(z) %{reference} megbízással már volt beszedés: nem módosítható és nem törölhető, vond vissza',
  'sdd_mandates.revoked': 'Ezt a megbízást %{date} napon visszavonták',
  'not_found.reminder': 'A fizetési felszólítás nem található',
  'reminders.nothing_overdue':
    '%{customer} ügyfélnek %{date} napon nincs lejárt tétele: nincs mire felszólítani',
  'reminders.future_date': 'A felszólítás dátuma nem lehet későbbi a mainál (%{today})',
};

export default collectionsHu;
