import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The company fiscal profile's texts (`resources.company-profile.*`), hu. */
const messages: ResourceSection = {
  name: 'Cégprofil',
  menu: 'Adóügyi adatok',
  group: 'Cég',
  title: 'A cég adóügyi adatai',
  fields: {
    name: 'Cégnév',
    vat_number: 'Adószám',
    tax_code: 'Adóazonosító',
    regime_fiscale: 'Adózási mód',
    address: 'Cím',
    zip: 'Irányítószám',
    city: 'Település',
    province: 'Megye',
    country: 'Ország',
    rea_office: 'REA-hivatal (megye)',
    rea_number: 'REA-szám',
    share_capital: 'Jegyzett tőke (€)',
    sole_shareholder: 'Tagok',
    liquidation: 'Felszámolási állapot',
    iban: 'IBAN',
    bank_name: 'Bank',
    phone: 'Telefon',
    email: 'E-mail',
    pec: 'PEC',
    transmitter_country: 'A továbbító országa',
    transmitter_code: 'A továbbító kódja',
    series_invoice: 'Számlák sorozata',
    series_deferred: 'Gyűjtőszámlák sorozata',
    series_credit_note: 'Jóváírások sorozata',
    series_debit_note: 'Terhelési értesítők sorozata',
  },
  sections: {
    identity: 'Adóügyi adatok',
    address: 'Székhely',
    rea: 'REA-bejegyzés',
    bank: 'Fizetés',
    contacts: 'Elérhetőségek',
    transmitter: 'Küldés az SDI-nek',
    numbering: 'Számozás (sorozatok)',
  },
  choices: {
    SU: 'Egyszemélyes',
    SM: 'Több tag',
    LN: 'Nincs felszámolás alatt',
    LS: 'Felszámolás alatt',
  },
  helpers: {
    rea: 'Cégjegyzékbe bejegyzett társaságoknak: a hivatal és a szám együtt adandó meg.',
    iban: 'A számlákon és jóváírásokon szerepel, átutalásos fizetéshez.',
    transmitter:
      'Hagyja üresen, ha a cég maga küldi a számláit: ilyenkor az adószáma szerepel. Különben adja meg a közvetítő országát és adóazonosítóját.',
    numbering:
      'Minden sorozat hézag nélkül, dátum szerinti sorrendben, évente számozódik: „12/D/2026” a D sorozat 12. számlája. Üres: a fő számozás („12/2026”). A gyűjtőszámlák külön sorozata lehetővé teszi, hogy a szállítólevelek hónapjára keltezzük őket, miután a következő hónap számlái már kiállításra kerültek. A módosított kód az ezután kiállított bizonylatokra érvényes.',
    who: 'Csak a cég tulajdonosa mentheti a változtatásokat; a többi szerepkör megtekintheti az adatokat.',
  },
  notifications: { updated: 'Adóügyi adatok mentve' },
};

export default messages;
