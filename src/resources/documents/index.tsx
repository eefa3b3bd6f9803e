import AddCircleIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import DescriptionIcon from '@mui/icons-material/Description';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/document-types';
import { registerListPage } from '../../lib/list/openingList';
import { lazyPage, registerPage } from '../../lib/progress/lazyPage';
import { defineResource, inResource } from '../../lib/resources/defineResource';
import { deferredInvoiceMethods } from './deferred/deferredInvoiceMethods';
import { DEFERRED_PATH } from './deferred/paths';
import { STAMP_DUTY_PATH } from './stamp-duty/paths';
import { stampDutyMethods } from './stamp-duty/stampDutyMethods';
import { documentMethods } from './documentMethods';
import { documentNumber } from './documentModel';
import { documentListQuery } from './listQuery';
import { documentPaths } from './paths';
import { documentsOf } from '../../providers/access';
import { RequireAccess } from '../../lib/RequireAccess';
import { DocumentEditGate } from './DocumentEditGate';
import { rowConfigMethods } from './rowConfigMethods';
import { sdiMethods } from './sdi/sdiMethods';

// Lazy: each screen's code loads when first opened (the rows' drag and drop, the date pickers).
const DocumentList = lazyPage(() => import('./DocumentList').then((m) => m.DocumentList));
const DocumentCreate = lazyPage(() => import('./DocumentCreate').then((m) => m.DocumentCreate));
const DocumentEdit = lazyPage(() => import('./DocumentEdit').then((m) => m.DocumentEdit));
const DocumentShow = lazyPage(() => import('./DocumentShow').then((m) => m.DocumentShow));
const DeferredInvoicesPage = lazyPage(() =>
  import('./deferred/DeferredInvoicesPage').then((m) => m.DeferredInvoicesPage),
);
const StampDutyPage = lazyPage(() =>
  import('./stamp-duty/StampDutyPage').then((m) => m.StampDutyPage),
);

const MENU: Record<DocumentType, { label: string; icon: SvgIconComponent }> = {
  quote: { label: 'app.menu.quotes', icon: RequestQuoteIcon },
  order: { label: 'app.menu.sales_orders', icon: ShoppingCartIcon },
  invoice: { label: 'app.menu.invoices', icon: ReceiptIcon },
  'credit-note': { label: 'app.menu.credit_notes', icon: RemoveCircleIcon },
  'debit-note': { label: 'app.menu.debit_notes', icon: AddCircleIcon },
};

/** A type's list, new, edit and show screens (`key`: a fresh screen per type). */
const routesOf = (type: DocumentType) => {
  registerPage(documentPaths.list(type), DocumentList);
  registerListPage(documentPaths.list(type), documentListQuery(type));
  registerPage(documentPaths.create(type), DocumentCreate);
  registerPage(documentPaths.editPattern(type), DocumentEdit);
  registerPage(documentPaths.showPattern(type), DocumentShow);
  const screens: [string, string, ReactElement][] = [
    [documentPaths.list(type), 'list', <DocumentList key={type} type={type} />],
    [documentPaths.create(type), 'create', <DocumentCreate key={type} type={type} />],
    [
      documentPaths.editPattern(type),
      'show',
      <DocumentEditGate key={type} type={type}>
        <DocumentEdit type={type} />
      </DocumentEditGate>,
    ],
    [documentPaths.showPattern(type), 'show', <DocumentShow type={type} />],
  ];
  // The type decides what a role may open (one resource, five types: docs/roles.md).
  return screens.map(([path, action, screen]) => (
    <Route
      key={path}
      path={path}
      element={inResource(
        'documents',
        <RequireAccess resource={documentsOf(type)} action={action}>
          {screen}
        </RequireAccess>,
      )}
    />
  ));
};

/** The sales documents, one resource with five types, `/documents/sales/{type}`. */
export const documents = defineResource({
  name: 'documents',
  icon: DescriptionIcon,
  recordRepresentation: (record: {
    number?: number | null;
    year?: number;
    customer?: { name: string };
  }) => [documentNumber(record), record.customer?.name].filter(Boolean).join(' — '),
  paths: { list: documentPaths.list('order') },
  routes: [
    ...DOCUMENT_TYPES.flatMap(routesOf),
    <Route
      key={DEFERRED_PATH}
      path={DEFERRED_PATH}
      element={inResource(
        'documents',
        <RequireAccess resource={documentsOf('invoice')} action="create">
          <DeferredInvoicesPage />
        </RequireAccess>,
      )}
    />,
    <Route
      key={STAMP_DUTY_PATH}
      path={STAMP_DUTY_PATH}
      element={inResource(
        'documents',
        <RequireAccess resource={documentsOf('invoice')} action="list">
          <StampDutyPage />
        </RequireAccess>,
      )}
    />,
  ],
  menu: DOCUMENT_TYPES.map((type) => ({
    group: 'documents',
    to: documentPaths.list(type),
    access: { resource: documentsOf(type) },
    ...MENU[type],
  })),
  export: () =>
    import('./documentExport').then(
      (m) => (type: string) => m.documentExport(type as DocumentType),
    ),
  api: {
    methods: (call) => ({
      ...documentMethods(call),
      ...rowConfigMethods(call),
      ...sdiMethods(call),
      ...deferredInvoiceMethods(call),
      ...stampDutyMethods(call),
    }),
  },
});
