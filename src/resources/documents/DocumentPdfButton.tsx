import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PDF_CHOICES, pdfLocale, type PdfChoice } from './documentModel';

/**
 * "PDF" with a language menu (Italian first, then the others and the customer's language):
 * the file is fetched with the session's token and opened in a new tab as a blob URL.
 */
export const DocumentPdfButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;

  const open = async (choice: PdfChoice) => {
    setAnchor(null);
    // Opened now, while the click still counts as the user's, so no popup blocker stops it.
    const tab = window.open('', '_blank');
    try {
      const blob = await dataProvider.documentPdf(
        record.id,
        pdfLocale(choice, record.customer?.language),
      );
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notify((error as Error)?.message || 'resources.documents.pdf.failed', { type: 'error' });
    }
  };

  const label = (choice: PdfChoice) =>
    choice === 'customer'
      ? `${translate('resources.documents.pdf.customer')} (${translate(
          `enums.language.${pdfLocale(choice, record.customer?.language)}`,
        )})`
      : translate(`enums.language.${choice}`);

  return (
    <>
      <Button
        label="resources.documents.pdf.label"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="true"
        className="no-print"
      >
        <PictureAsPdfIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PDF_CHOICES.map((choice) => (
          <MenuItem key={choice} onClick={() => open(choice)}>
            {label(choice)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
