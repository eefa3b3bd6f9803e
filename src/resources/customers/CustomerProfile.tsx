import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { RecordHistory } from '../audit-entries/RecordHistory';
import { useCan } from '../../lib/useCan';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { customerUpdate, type Customer } from '../../../contract/customers';
import { EditActions, EditToolbar } from '../../lib/form/EditChrome';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { CustomerArticles } from './CustomerArticles';
import { CustomerDestinations } from './CustomerDestinations';
import { CustomerInputs } from './CustomerInputs';
import { CustomerPrices } from './CustomerPrices';
import { CustomerLetters } from './letters-of-intent/CustomerLetters';
import { CustomerMandates } from './sdd-mandates/CustomerMandates';
import { CustomerStatement } from './statement/CustomerStatement';
import { CustomerReminders } from './reminders/CustomerReminders';
import { customerPaths } from './paths';
import { CustomerLedgerButton } from '../instalments/CustomerLedgerButton';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(customerUpdate);
const toList = () => customerPaths.list;

/** "Profilo generale — Rossi S.r.l." */
const ProfileTitle = () => {
  const record = useRecordContext<Customer>();
  const translate = useTranslate();
  const name = record?.general?.name;
  return (
    <span>
      {translate('app.labels.general_profile')}
      {name ? ` — ${name}` : ''}
    </span>
  );
};

/** The customer's "Cronologia": its audit entries. */
const CustomerHistory = () => <RecordHistory resource="customers" />;

/**
 * The tabs: their name in the address (`?tab=prices`, so a reload stays), their label, the
 * tab edited in place after the profile (each change is its own call).
 */
const TABS = [
  ['profile', 'app.labels.general_profile', null],
  ['prices', 'resources.customers.tabs.prices', CustomerPrices],
  ['articles', 'resources.customers.tabs.articles', CustomerArticles],
  ['destinations', 'resources.customers.tabs.destinations', CustomerDestinations],
  ['letters-of-intent', 'resources.customers.tabs.letters', CustomerLetters],
  ['sdd-mandates', 'resources.customers.tabs.mandates', CustomerMandates],
  ['statement', 'resources.customers.tabs.statement', CustomerStatement],
  ['reminders', 'resources.customers.tabs.reminders', CustomerReminders],
  ['history', 'resources.audit-entries.history', CustomerHistory],
] as const;

/**
 * The tabs the user's role may see: the prices not for the warehouse, letters of intent with
 * the invoices, mandates, statement and reminders with the collections, the history for the
 * owner and the accountant.
 */
function useTabs() {
  const seen: Partial<Record<(typeof TABS)[number][0], boolean>> = {
    prices: useCan('customers', 'prices'),
    'letters-of-intent': useCan('letters-of-intent', 'list'),
    'sdd-mandates': useCan('sdd-mandates', 'list'),
    statement: useCan('statements', 'list'),
    reminders: useCan('reminders', 'list'),
    history: useCan('audit-entries', 'list'),
  };
  return TABS.filter(([name]) => seen[name] ?? true);
}

/**
 * `/registry/customers/profile/:id`: the general profile (four sections, saved together
 * with the linked registry entry, pessimistic with `version`: a 409 says someone else saved
 * first), and the tabs of the customer's price list, article codes and delivery
 * destinations and letters of intent, edited in place; the tab shown is in the address (`?tab=`).
 */
export const CustomerProfile = () => {
  const onError = useSaveErrorNotifier();
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tabs = useTabs();
  const tab = Math.max(
    0,
    tabs.findIndex(([name]) => name === search.get('tab')),
  );
  const setTab = (index: number) =>
    setSearch(index === 0 ? {} : { tab: tabs[index][0] }, { replace: true });
  const InlineTab = tabs[tab][2];
  return (
    <Edit
      resource="customers"
      title={<ProfileTitle />}
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect={false}
      redirectOnError={toList}
      actions={
        <EditActions listPath={customerPaths.list}>
          <CustomerLedgerButton />
        </EditActions>
      }
    >
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        className="no-print"
        // On a phone the four tabs do not fit: they scroll, with arrows at the ends.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        {tabs.map(([name, label]) => (
          <Tab key={name} label={translate(label)} />
        ))}
      </Tabs>
      {/* Kept mounted while another tab shows, so unsaved profile edits survive. */}
      <Box hidden={tab !== 0}>
        <SimpleForm
          resolver={resolver}
          warnWhenUnsavedChanges
          toolbar={<EditToolbar listPath={customerPaths.list} />}
        >
          <CustomerInputs />
        </SimpleForm>
      </Box>
      {InlineTab && (
        <Box sx={{ p: 2 }}>
          <InlineTab />
        </Box>
      )}
    </Edit>
  );
};
