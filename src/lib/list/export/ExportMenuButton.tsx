import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnIcon from '@mui/icons-material/GridOn';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useLocale,
  useNotify,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../resources/defineResource';
import { utcDate } from '../../dates';
import { withProgress } from '../../progress/progressBar';
import { downloadBlob } from './download';
import { csvFormat } from './csvFormat';
import { exportFileName, fileSlug, toRows, type ExportColumn } from './exportColumns';
import { fetchAllRecords, listQueryFilter } from './fetchAllRecords';
import { toCsv } from './toCsv';
import { writeXlsx } from './writeXlsx';

type Format = 'csv' | 'xlsx';

interface ExportMenuButtonProps {
  /** Of a resource with variants (a document type): picks the declared export. */
  variant?: string;
}

/**
 * The export declared in the resource's `index.ts` (`defineResource`); null while react-admin
 * registers the resources again (a language change), when no definition is there at all.
 */
function useDeclaredExport(variant = '') {
  const { name, options } = useResourceDefinition();
  if (name === undefined) return null;
  const load = (options as { export?: ResourceDefinition['export'] } | undefined)?.export;
  if (!load) throw new Error(`The resource "${name}" declares no export`);
  // Loaded when the user exports (the declarations stay out of the first bundle).
  return async (): Promise<{ columns: ExportColumn[]; fileName: string }> => {
    const declared = await load();
    return typeof declared === 'function' ? declared(variant) : declared;
  };
}

/**
 * Exports the whole current list (every page) to CSV or Excel: the records the list's own
 * query asks for (permanent filter, the user's filters, sort). The CSV is in the format of the
 * UI language (`csvFormat`: separator, decimal mark, dates), Excel gets number and date cells;
 * the file is named in the UI language (`fatture-2026-11-24.csv`).
 */
export const ExportMenuButton = ({ variant }: ExportMenuButtonProps) => {
  const loadExport = useDeclaredExport(variant);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const locale = useLocale();
  const { resource, filter, filterValues, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  if (!loadExport) return null;

  const run = async (format: Format) => {
    setAnchor(null);
    setBusy(true);
    try {
      await withProgress(async () => {
        const query = listQueryFilter(filterValues, filter);
        const [{ columns, fileName }, records] = await Promise.all([
          loadExport(),
          fetchAllRecords(dataProvider, resource, query, sort),
        ]);
        const headers = columns.map((column) => translate(column.label));
        const csv = csvFormat(locale);
        const rows = toRows(
          records,
          columns,
          (key) => translate(key),
          format === 'csv' ? csv.date : utcDate,
        );
        const blob =
          format === 'csv'
            ? new Blob(['\uFEFF', toCsv(headers, rows, csv)], { type: 'text/csv;charset=utf-8' })
            : await writeXlsx(
                translate(`resources.${resource}.name`, { smart_count: 2 }),
                headers,
                rows,
              );
        const base = fileSlug(translate(fileName, { smart_count: 2 }));
        downloadBlob(blob, exportFileName(base, format));
        notify('app.list.export.done', {
          type: 'success',
          messageArgs: { smart_count: records.length },
        });
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label="app.list.export.title"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy || !total}
        aria-haspopup="true"
        className="no-print"
      >
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('csv')}>
          <ListItemIcon>
            <TextSnippetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.list.export.csv')} />
        </MenuItem>
        <MenuItem onClick={() => run('xlsx')}>
          <ListItemIcon>
            <GridOnIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.list.export.xlsx')} />
        </MenuItem>
      </Menu>
    </>
  );
};
