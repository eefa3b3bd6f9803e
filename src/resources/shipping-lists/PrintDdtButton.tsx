// Not the printer of the page's own 'Stampa': on a phone both are icons only, side by side.
import PrintIcon from '@mui/icons-material/ReceiptLongOutlined';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DDT_PDF_CHOICES, type DdtPdfChoice } from './printDdtModel';
import { useOpenPdf } from '../../lib/useOpenPdf';

const t = (key: string) => `shipping.print_ddt.${key}`;

/**
 * "Stampa DDT" with a language menu (the customer's language first, the server's default,
 * then the five): the DDT's PDF is fetched with the session's token and opened in a new tab,
 * as the documents' PDF button does. An open list prints as a draft without a number.
 */
export const PrintDdtButton = () => {
  const record = useRecordContext<ShippingList>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const openPdf = useOpenPdf();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;

  const open = async (choice: DdtPdfChoice) => {
    setAnchor(null);
    await openPdf(() => dataProvider.shippingListPdf(record.id, choice), t('failed'));
  };

  return (
    <>
      <Button
        label={t('button')}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="true"
        className="no-print"
      >
        <PrintIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DDT_PDF_CHOICES.map((choice) => (
          <MenuItem key={choice} onClick={() => open(choice)}>
            {translate(choice === 'customer' ? t('customer') : `enums.language.${choice}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
