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
};

export default collectionsHu;
