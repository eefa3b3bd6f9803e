import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useCan } from '../useCan';
import {
  Button,
  Confirm,
  Form,
  SaveButton,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ColumnHeads } from './ColumnHeads';
import { inlineFormGridSx } from './inlineFormGrid';
import { RowActions, RowActionsCell } from './RowActionsCell';
import { RowCard, useRowCards } from './RowCard';
import { useRowRefusals } from './useRowRefusals';
import { TableScroll } from './TableScroll';

export interface InlineColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** What names the row: a phone's card shows it as its heading (`RowCard`). */
  heading?: true;
}

export interface InlineRowsProps<Row extends { id: Identifier }, Values extends FieldValues> {
  rows: Row[];
  columns: InlineColumn<Row>[];
  /** The row's inputs (react-admin inputs with explicit labels). */
  inputs: ReactNode;
  /** A formResolver of the row's schema; its output is what `onCreate`/`onUpdate` get. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolver: Resolver<any, any, any>;
  /** Form values for a new row (null) or for editing `row`. */
  defaults: (row: Row | null) => FieldValues;
  onCreate: (values: Values) => Promise<unknown>;
  onUpdate: (row: Row, values: Values) => Promise<unknown>;
  onDelete: (row: Row) => Promise<unknown>;
  /** Translation keys: empty list, delete question, success toasts. */
  messages: {
    empty: string;
    deleteTitle: string;
    deleteContent: string;
    saved: string;
    deleted: string;
  };
  /**
   * The resource whose `save` the role needs to change the rows (default: the page's); a
   * role without it sees the rows, with no form and no row actions.
   */
  resource?: string;
}

/**
 * The messages of rows whose texts sit under one key in the usual names (`empty`,
 * `delete_title`, `delete_content`, `saved`, `deleted`): `inlineMessages('resources.x.prices')`.
 */
export const inlineMessages = (prefix: string): InlineRowsProps<never, never>['messages'] => ({
  empty: `${prefix}.empty`,
  deleteTitle: `${prefix}.delete_title`,
  deleteContent: `${prefix}.delete_content`,
  saved: `${prefix}.saved`,
  deleted: `${prefix}.deleted`,
});

/**
 * Rows of a record edited in place: one form above the table (cards on a phone) adds a row,
 * or edits the row whose pencil was clicked (Enter saves, Cancel goes back to adding);
 * deleting asks first.
 * Each change is its own server call; the record is read again afterwards.
 */
export function InlineRows<Row extends { id: Identifier }, Values extends FieldValues>(
  props: InlineRowsProps<Row, Values>,
) {
  const { rows, columns, inputs, resolver, defaults, onCreate, onUpdate, onDelete, messages } =
    props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [formKey, setFormKey] = useState(0);
  const cards = useRowCards();
  const pageResource = useResourceContext();
  const writes = useCan(props.resource ?? pageResource ?? '', 'save');

  const done = (message: string) => {
    notify(message, { type: 'success' });
    setEditing(null);
    setFormKey((key) => key + 1);
    refresh();
  };
  const { inputsRef, submit, notifyError } = useRowRefusals();
  const fail = (error: unknown) => notifyError(error);

  const save = useMutation({
    mutationFn: (values: Values) => (editing ? onUpdate(editing, values) : onCreate(values)),
    onSuccess: () => done(messages.saved),
  });

  const remove = useMutation({
    mutationFn: (row: Row) => onDelete(row),
    onSuccess: () => {
      setDeleting(null);
      done(messages.deleted);
    },
    onError: (error) => {
      setDeleting(null);
      fail(error);
    },
  });

  const startEdit = (row: Row) => {
    setEditing(row);
    setFormKey((key) => key + 1);
  };
  const cancelEdit = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      {writes && (
        <Form
          key={formKey}
          // Its own record: inside an Edit, react-admin would otherwise fill the inputs from
          // the page's record (an article's `price` in the list-price input).
          record={defaults(editing)}
          resolver={resolver}
          onSubmit={(values: FieldValues) => submit(() => save.mutateAsync(values as Values))}
        >
          <Box ref={inputsRef} className="no-print" sx={inlineFormGridSx(170)}>
            {inputs}
            <Box sx={{ display: 'flex', gap: 1, pt: 1.5 }}>
              <SaveButton
                label={editing ? 'ra.action.save' : 'ra.action.add'}
                alwaysEnable
                disabled={save.isPending}
              />
              {editing && <Button label="ra.action.cancel" onClick={cancelEdit} />}
            </Box>
          </Box>
        </Form>
      )}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate(messages.empty)}
        </Typography>
      ) : cards ? (
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
          {rows.map((row) => (
            <RowCard
              key={row.id}
              row={row}
              columns={columns}
              selected={editing?.id === row.id}
              actions={
                writes && (
                  <RowActions onEdit={() => startEdit(row)} onDelete={() => setDeleting(row)} />
                )
              }
            />
          ))}
        </Box>
      ) : (
        <TableScroll>
          <Table size="small">
            <ColumnHeads columns={columns} actions={writes} />
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} selected={editing?.id === row.id}>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {writes && (
                    <RowActionsCell
                      onEdit={() => startEdit(row)}
                      onDelete={() => setDeleting(row)}
                    />
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title={messages.deleteTitle}
        content={messages.deleteContent}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
