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
import { withProgress } from '../../progress/progressBar';
import type { ExportColumn } from './exportColumns';
import type { ExportFormat } from './exportList';

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
 * Exports the whole current list (every page) to CSV or Excel (`exportList`, loaded on the
 * first export; the workbook writer on the first Excel one): the records the list's own query
 * asks for (permanent filter, the user's filters, sort).
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

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const count = await withProgress(async () =>
        (await import('./exportList')).exportList({
          format,
          declared: loadExport,
          dataProvider,
          resource,
          filter,
          filterValues,
          sort,
          locale,
          translate,
        }),
      );
      notify('app.list.export.done', { type: 'success', messageArgs: { smart_count: count } });
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
