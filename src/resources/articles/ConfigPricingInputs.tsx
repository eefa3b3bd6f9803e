import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SelectInput, TextInput, useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DecimalInput } from '../../lib/DecimalInput';
import { decimalSeparator, formatDecimal } from '../../lib/decimal';
import {
  formulaNames,
  numericKeys,
  parseBreakpoints,
  type DefinitionForm,
} from './configurationModel';
import { FieldError } from './FieldError';

const t = (name: string) => `configurator.definition.${name}`;

/** The price formula, with the names it may use under it. */
export const FormulaInput = () => {
  const translate = useTranslate();
  const dettagli = useWatch<DefinitionForm, 'dettagli'>({ name: 'dettagli' });
  const names = formulaNames({ dettagli: dettagli ?? [] });
  return (
    <TextInput
      source="formula"
      label={t('formula')}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      helperText={translate(t('formula_hint'), {
        names: names.variables.join(', '),
        functions: names.functions.map((name) => `${name}()`).join(', '),
      })}
    />
  );
};

/** One dimension of the table: a numeric option and its breakpoints. */
const DimensionInputs = ({ side, keys }: { side: 'rows' | 'columns'; keys: string[] }) => (
  <>
    <SelectInput
      source={`table.${side}.key`}
      label={t(`table_${side}`)}
      choices={keys.map((key) => ({ id: key, name: key }))}
      translateChoice={false}
      emptyText=""
    />
    <TextInput
      source={`table.${side}.breakpoints`}
      label={t('breakpoints')}
      helperText={t('breakpoints_hint')}
    />
  </>
);

/**
 * The price table: two numeric options as dimensions, their breakpoints, and a price for
 * each pair ("up to" both sizes), one input per cell.
 */
export const PriceTableInputs = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [dettagli, table] = useWatch<DefinitionForm, ['dettagli', 'table']>({
    name: ['dettagli', 'table'],
  });
  const keys = numericKeys({ dettagli: dettagli ?? [] });
  const mark = decimalSeparator(locale);
  const rows = parseBreakpoints(table?.rows?.breakpoints ?? '', mark);
  const columns = parseBreakpoints(table?.columns?.breakpoints ?? '', mark);
  const upTo = (value: string) => `≤ ${formatDecimal(value, locale)}`;
  return (
    <Box>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { md: '1fr 2fr' } }}>
        <DimensionInputs side="rows" keys={keys} />
        <DimensionInputs side="columns" keys={keys} />
      </Box>
      <FieldError path="table.prices" />
      {rows.length > 0 && columns.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(t('prices'))}>
            <TableHead>
              <TableRow>
                <TableCell>
                  {table?.rows?.key || '—'} \ {table?.columns?.key || '—'}
                </TableCell>
                {columns.map((column, j) => (
                  <TableCell key={j}>{upTo(column)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  <TableCell component="th" scope="row">
                    {upTo(row)}
                    <FieldError path={`table.prices.${i}`} />
                  </TableCell>
                  {columns.map((column, j) => (
                    <TableCell key={j} sx={{ minWidth: 110 }}>
                      <DecimalInput
                        source={`table.prices.${i}.${j}`}
                        label={`${upTo(row)} × ${upTo(column)}`}
                        helperText={false}
                        size="small"
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(t('table_empty'))}
        </Typography>
      )}
    </Box>
  );
};
