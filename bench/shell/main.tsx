/**
 * The baseline of bench/frontend.ts and bench/lighthouse.ts: a bare react-admin app with the
 * project's versions (Admin, ra-data-simple-rest, one ListGuesser), English only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider}>
      <Resource name="orders" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
