/**
 * The baseline of bench/frontend.ts and bench/lighthouse.ts: the design card's bare app with
 * the project's versions. `<Admin>` over ra-data-simple-rest, ra-i18n-polyglot with
 * ra-language-italian (English loaded on demand), one `<List>` with `<DataTable>` and one
 * `<Edit>` with `<SimpleForm>`, as react-admin's documentation writes them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  DataTable,
  DateField,
  DateInput,
  Edit,
  List,
  NumberInput,
  Resource,
  SimpleForm,
  TextInput,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import italianMessages from 'ra-language-italian';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');
const i18nProvider = polyglotI18nProvider(
  (locale) =>
    locale === 'en' ? import('ra-language-english').then((m) => m.default) : italianMessages,
  'it',
  [
    { locale: 'it', name: 'Italiano' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);

const OrderList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="number" />
      <DataTable.Col source="date" field={DateField} />
      <DataTable.Col source="customer" />
      <DataTable.NumberCol source="total" />
      <DataTable.Col source="status" />
    </DataTable>
  </List>
);

const OrderEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="number" />
      <DateInput source="date" />
      <TextInput source="customer" />
      <NumberInput source="total" />
      <TextInput source="status" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Resource name="orders" list={OrderList} edit={OrderEdit} />
    </Admin>
  </StrictMode>,
);
