import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useGetMany,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Article } from '../../../contract/articles';
import type { DocumentRow, SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentRowResult } from './documentMethods';
import { DocumentRowForm } from './DocumentRowForm';
import { rowPayload, type RowValues } from './documentRowModel';
import { DocumentTotals } from './DocumentTotals';
import { RowConfigDialog } from './RowConfigDialog';
import { articleIds, isConfigurable } from './rowConfigModel';
import { planReorder } from './rowOrder';
import { SortableRowsTable } from './SortableRowsTable';
import { useDocumentCache } from './useDocumentCache';
import { useRowRefusals } from '../../lib/inline/useRowRefusals';
import { useRowSelection } from '../../lib/inline/useRowSelection';
import { RowsStatusBar } from './RowsStatusBar';

const t = (name: string) => `resources.documents.rows.${name}`;

/**
 * The rows of the document being edited: the row form (add, or edit the picked row), the
 * table (drag to reorder: shown at once, then the server's rows, back if it refuses), a
 * confirmation before a delete, and the server's totals. Each change answers the document,
 * which replaces the page's record (new totals and version).
 */
export const DocumentRows = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { setDocument, setRows } = useDocumentCache();
  const [editing, setEditing] = useState<DocumentRow | null>(null);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [configuring, setConfiguring] = useState<DocumentRow | null>(null);
  const { data: articles } = useGetMany<Article & { id: number }>('articles', {
    ids: articleIds(record?.rows ?? []),
  });
  const selection = useRowSelection((record?.rows ?? []).map((row) => row.id));
  const configurable = new Set(
    (articles ?? []).filter((article) => article?.configuration).map((article) => article.id),
  );

  const { inputsRef, submit, notifyError } = useRowRefusals();
  const fail = (error: unknown) => notifyError(error);
  const done = (message: string) => (result: DocumentRowResult) => {
    setDocument(result.document);
    notify(message, { type: 'success' });
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  /**
   * A row just added with a configurable article asks for its configuration at once: its
   * price is the article's base price until it is configured.
   */
  const configureIfNeeded = async ({ item }: DocumentRowResult) => {
    if (item.article_id === null || item.config !== null) return;
    const { data: article } = await dataProvider.getOne<Article & { id: number }>('articles', {
      id: item.article_id,
    });
    if (article.configuration) setConfiguring(item);
  };
  const save = useMutation({
    mutationFn: (values: RowValues) =>
      editing
        ? dataProvider.updateDocumentRow(editing.id, rowPayload(values))
        : dataProvider.addDocumentRow(record!.id, rowPayload(values)),
    onSuccess: (result) => {
      done(t('saved'))(result);
      if (!editing) void configureIfNeeded(result).catch(fail);
    },
  });
  const remove = useMutation({
    mutationFn: (row: DocumentRow) => dataProvider.deleteDocumentRow(row.id),
    onSuccess: (result) => {
      setDeleting(null);
      done(t('deleted'))(result);
    },
    onError: (error) => {
      setDeleting(null);
      fail(error);
    },
  });

  if (!record) return null;
  const rows = record.rows ?? [];
  // An order's rows carry a line status, which can be set for several at once.
  const withLineStatus = record.type === 'order';

  const move = async (activeId: Identifier, overId: Identifier) => {
    const plan = planReorder(rows, activeId, overId);
    if (!plan) return;
    setRows(record.id, plan.optimistic);
    try {
      setRows(
        record.id,
        plan.settle({ rows: await dataProvider.reorderRows(record.id, plan.ids) }),
      );
    } catch (error) {
      setRows(record.id, plan.settle({ error }));
      notify(t('reorder_failed'), { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="document-rows">
      <Divider />
      <Typography id="document-rows" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('resources.documents.sections.rows')}
      </Typography>
      <Box ref={inputsRef} sx={{ px: 2 }}>
        <DocumentRowForm
          key={formKey}
          documentId={record.id}
          customerId={record.customer_id}
          documentDate={record.document_date}
          withLineStatus={withLineStatus}
          editing={editing}
          autoFocus={formKey > 0}
          saving={save.isPending}
          onSubmit={(values) => submit(() => save.mutateAsync(values))}
          onCancel={() => {
            setEditing(null);
            setFormKey((key) => key + 1);
          }}
        />
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate(t('empty'))}
          </Typography>
        ) : (
          <>
            {withLineStatus && <RowsStatusBar document={record} selection={selection} />}
            <SortableRowsTable
              rows={rows}
              selectedId={editing?.id}
              selection={withLineStatus ? selection : undefined}
              onMove={move}
              onEdit={(row) => {
                setEditing(row);
                setFormKey((key) => key + 1);
              }}
              onDelete={setDeleting}
              onConfigure={setConfiguring}
              canConfigure={(row) => isConfigurable(row, configurable)}
            />
          </>
        )}
      </Box>
      <DocumentTotals />
      {configuring && (
        <RowConfigDialog
          row={configuring}
          version={record.version}
          onSaved={(result) => {
            setConfiguring(null);
            done('configurator.row.saved')(result);
          }}
          onClose={() => setConfiguring(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title={t('delete_title')}
        content={t('delete_content')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
