import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payments' texts (`resources.payments.*`), hu. */
const messages: ResourceSection = {
  name: 'Befizetés |||| Befizetések',
  menu: 'Befizetések',
  title: 'Befizetések',
  one: 'Befizetés, %{date} — %{customer}',
  create: 'Befizetés rögzítése',
  fields: {
    customer_id: 'Vevő',
    customer: 'Vevő',
    payment_date: 'Befizetés dátuma',
    amount: 'Összeg',
    method: 'Fizetési mód',
    bank_account_id: 'Jóváírt számla',
    bank_account: 'Számla',
    note: 'Megjegyzés',
    allocated: 'Hozzárendelve',
    unallocated: 'Maradék jóváírás',
    state: 'Állapot',
    credit_note: 'Jóváíró számla',
    reversed_at: 'Sztornózva',
    reversal_reason: 'A sztornó oka',
    date_from: 'Ettől',
    date_to: 'Eddig',
    reversed: 'Sztornózottak',
    credit: 'Maradék jóváírással',
  },
  states: {
    in_force: 'Rögzítve',
    reversed: 'Sztornózva',
    credit_note: 'Jóváíró számla jóváírása',
  },
  allocations: {
    title: 'Kiegyenlítendő részletek',
    hint: 'Add meg, mennyi jusson a vevő egyes nyitott részleteire: a maradék a vevő jóváírása marad.',
    choose_customer: 'Válaszd ki a vevőt a nyitott részletei megtekintéséhez',
    none: 'A vevőnek nincs nyitott részlete: a befizetés jóváírásként marad meg',
    spread: 'Elosztás a legrégebbitől',
    clear: 'Törlés',
    assigned: 'Hozzárendelve: %{assigned} / %{amount}',
    left: 'Jóváírásként marad: %{left}',
    over: 'A hozzárendelések %{over} összeggel meghaladják az összeget',
    amount: 'Hozzárendelendő',
    list: 'Kiegyenlített részletek',
    empty: 'Nincs kiegyenlített részlet',
  },
  reverse: {
    action: 'Sztornó',
    title: 'Sztornózod ezt a befizetést?',
    content:
      'Az általa kiegyenlített részletek újra nyitottak lesznek. A befizetés sztornózottként a nyilvántartásban marad: ez nem vonható vissza.',
    reason: 'A sztornó oka',
    done: 'Befizetés sztornózva',
  },
  allocate: {
    action: 'Jóváírás felhasználása',
    title: 'A maradék %{amount} jóváírás hozzárendelése',
    done: 'Jóváírás hozzárendelve',
  },
  notifications: {
    created: 'Befizetés rögzítve',
  },
  empty: 'Nincs rögzített befizetés',
  invite: 'Az első befizetés rögzítése',
};

export default messages;
