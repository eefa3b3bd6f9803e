import enums from './enums/en';
import configurator from '../../lib/configurator/messages/en';
import dashboards from '../../pages/dashboards/messages/en';
import shipping from '../../resources/shipping-lists/messages/en';
import { folderMessages } from './resourceMessages';
/**
 * The app's own messages in English: the reference key set. Every other language must
 * define every key (TypeScript via `AppMessages`, and tests/unit/i18n-keys.test.ts).
 */
const en = {
  app: {
    name: 'Gestionale',
    beta: 'beta',
    loading: 'Loading…',
    choose_date: 'Choose date',
    menu: {
      label: 'Main menu',
      dashboards: 'Dashboard',
      dashboard_sales: 'Sales',
      dashboard_orders: 'Orders',
      registry: 'Registry',
      registry_general: 'General registry',
      customers: 'Customers',
      articles: 'Articles',
      documents: 'Documents',
      sales_orders: 'Sales orders',
      invoices: 'Invoices',
      credit_notes: 'Credit notes',
      debit_notes: 'Debit notes',
      shipping: 'Shipping',
      shipping_lists: 'Shipping lists',
      collections: 'Collections',
    },
    labels: {
      dashboard: 'Dashboard',
      home: 'Home',
      documents: 'Documents',
      sales_orders: 'Sales orders',
      registry: 'Registry',
      new_customer: 'New customer',
      new_article: 'New article',
      add_new_customer: 'Add new customer',
      general_profile: 'General profile',
      general_info: 'General info',
      account_details: 'Account details',
      billing_details: 'Billing details',
      additional_info: 'Additional info',
    },
    company: {
      title: 'Choose the company',
      subtitle:
        'Hello %{name}, which company are you working on? You can switch at any time from the top bar.',
      empty: 'Your account is not linked to any company yet. Please ask an administrator.',
      vat: 'VAT no. %{vat}',
      current: 'Current',
      none: 'No company',
      switch: 'Change company',
      selected: 'You are now working on %{name}',
      changed_elsewhere:
        'You are now working on %{name}: the active company was changed in another tab.',
      changed_elsewhere_left:
        'You are now working on %{name}: the active company was changed in another tab. The open page belonged to the previous company and was closed without saving.',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Enter your e-mail and password to open the back office.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      invalid_credentials: 'Wrong e-mail or password.',
      too_many: 'Too many failed attempts. Please wait a moment and try again.',
      invalid_response: 'The server answered in an unexpected way. Try again in a moment.',
    },
    errors: {
      network: 'Something went wrong please try again',
      no_company: 'Choose the company to work on first.',
      conflict_stale:
        'This record was changed by another user in the meantime: reload the page to see the current version. Your changes have not been saved.',
      conflict: 'The operation is not possible in the current state of the data.',
      too_large: 'The file or the data sent is too large.',
      unsupported_type: 'This file type is not supported.',
      too_many_requests: 'Too many requests. Please wait a moment and try again.',
      generic_title: 'Something went wrong!',
      generic_text: 'An unexpected error occurred. Please try again later.',
      go_home: 'Back to home',
      retry: 'Try again',
      sign_in: 'Sign in again',
      '401': {
        title: 'Session expired',
        text: 'Your session has ended or you are not signed in. Sign in again to continue.',
      },
      '404': {
        title: 'Page not found',
        text: 'The page you are looking for does not exist or has been moved.',
      },
      '429': {
        title: 'Too many requests',
        text: 'You have made too many requests in a short time. Wait a moment, then try again.',
      },
      '500': {
        title: 'Server error',
        text: 'The server could not complete the request. Try again in a few minutes.',
      },
    },
    pages: {
      dashboard_sales: 'Sales dashboard',
      dashboard_orders: 'Orders dashboard',
      customers: 'Customers',
      customer_profile: 'Customer profile',
      articles: 'Articles',
      article_create: 'New article',
      article_edit: 'Edit article',
      documents: {
        orders: 'Sales orders',
        orders_edit: 'Edit sales order',
        orders_show: 'Sales order',
        invoices: 'Invoices',
        invoices_edit: 'Edit invoice',
        invoices_show: 'Invoice',
        credit_notes: 'Credit notes',
        credit_notes_edit: 'Edit credit note',
        credit_notes_show: 'Credit note',
        debit_notes: 'Debit notes',
        debit_notes_edit: 'Edit debit note',
        debit_notes_show: 'Debit note',
      },
      shipping_list: 'Shipping lists',
      shipping_edit: 'Edit shipping list',
    },
    input: {
      /** An autocomplete whose search matches nothing. */
      no_options: 'No options',
    },
    list: {
      pagination: {
        label: 'Pages',
        rows_per_page: 'Rows per page',
        range: '%{from}–%{to} of %{total}',
        range_capped: '%{from}–%{to} of more than %{total}',
        page: 'Page %{page}',
        first: 'First page',
        previous: 'Previous page',
        next: 'Next page',
        last: 'Last page',
      },
      table: {
        title: 'Table',
        hover: 'Highlight row under pointer',
        zebra: 'Striped rows',
        dense: 'Compact rows',
        sticky: 'Header always visible',
      },
      export: {
        title: 'Export',
        csv: 'CSV file',
        xlsx: 'Excel file (.xlsx)',
        done: 'Exported 1 row |||| Exported %{smart_count} rows',
      },
      print: 'Print',
    },
    settings: {
      title: 'Settings',
      switch_to_dark: 'Switch to dark theme',
      switch_to_light: 'Switch to light theme',
      language: 'Language',
      mode: { title: 'Theme', light: 'Light', dark: 'Dark' },
      layout: { title: 'Layout', 'main-layout': 'Top bar', sideblock: 'Side block' },
      card_skin: { title: 'Cards', 'shadow-sm': 'Shadow', bordered: 'Border' },
      primary_scheme: 'Main colour',
      light_scheme: 'Light theme colours',
      dark_scheme: 'Dark theme colours',
      schemes: {
        accent: 'Indigo',
        emerald: 'Emerald',
        amber: 'Amber',
        rose: 'Rose',
        neutral: 'Neutral',
        slate: 'Slate',
        stone: 'Stone',
        cinder: 'Cinder',
        navy: 'Navy',
        graphite: 'Graphite',
      },
      direction: { title: 'Text direction', ltr: 'Left to right', rtl: 'Right to left' },
      notifications: {
        position: 'Notifications position',
        visible: 'Notifications shown at once',
        'top-right': 'Top right',
        'top-left': 'Top left',
        'top-center': 'Top centre',
        'bottom-right': 'Bottom right',
        'bottom-left': 'Bottom left',
        'bottom-center': 'Bottom centre',
      },
      reset: 'Restore defaults',
    },
  },
  // The shipping lists' words are `shipping.*`, where their screens read them: imported above.
  resources: folderMessages(
    import.meta.glob(['../../resources/*/messages/en.ts', '!**/shipping-lists/**'], {
      eager: true,
      import: 'default',
    }),
  ),
  enums,
  shipping,
  configurator,
  dashboards,
};

export type AppMessages = typeof en;
export default en;
