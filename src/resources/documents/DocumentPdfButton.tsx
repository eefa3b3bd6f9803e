import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PDF_CHOICES, pdfLocale, type PdfChoice } from './documentModel';
import { useOpenPdf } from '../../lib/useOpenPdf';

/**
 * "PDF" with a language menu (Italian first, then the others and the customer's language):
 * the file is fetched with the session's token and opened in a new tab as a blob URL.
 */
export const DocumentPdfButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const openPdf = useOpenPdf();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;

  const open = async (choice: PdfChoice) => {
    setAnchor(null);
    await openPdf(
      () => dataProvider.documentPdf(record.id, pdfLocale(choice, record.customer?.language)),
      'resources.documents.pdf.failed',
    );
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
