import Box from '@mui/material/Box';
import {
  BooleanInput,
  SelectInput,
  TextInput,
  required,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { ConfigOption } from '../../../contract/configurator';
import { DecimalInput } from '../DecimalInput';
import { formatDecimal, formatMoney } from '../decimal';
import { labelIn, valueField } from './configValuesModel';

const t = (name: string) => `configurator.values.${name}`;
const isRequired = [required()];

/** "100–3000 mm, step 1": what a number option accepts. */
const useNumberHint = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (option: ConfigOption) => {
    const parts: string[] = [];
    const num = (value: string) => formatDecimal(value, locale);
    if (option.min !== null) parts.push(translate(t('min'), { value: num(option.min) }));
    if (option.max !== null) parts.push(translate(t('max'), { value: num(option.max) }));
    if (option.step !== null) parts.push(translate(t('step'), { value: num(option.step) }));
    return parts.join(' · ');
  };
};

const OptionInput = ({ option, autoFocus }: { option: ConfigOption; autoFocus: boolean }) => {
  const locale = useLocale();
  const hint = useNumberHint();
  const name = labelIn(option.label, locale);
  const common = {
    source: valueField(option.key),
    autoFocus,
    validate: option.required && option.type !== 'boolean' ? isRequired : undefined,
  };
  switch (option.type) {
    case 'number':
      return (
        <DecimalInput
          {...common}
          label={option.unit ? `${name} (${option.unit})` : name}
          helperText={hint(option) || false}
        />
      );
    case 'choice':
      return (
        <SelectInput
          {...common}
          label={name}
          translateChoice={false}
          emptyText=""
          choices={option.choices.map((choice) => ({
            id: choice.value,
            name: Number(choice.price_delta)
              ? `${labelIn(choice.label, locale)} (${Number(choice.price_delta) > 0 ? '+' : ''}${formatMoney(choice.price_delta, locale)})`
              : labelIn(choice.label, locale),
          }))}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} label={name} helperText={false} />;
    case 'text':
      return (
        <TextInput
          {...common}
          label={name}
          multiline
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      );
  }
};

/**
 * The inputs a definition's options generate (under `values.<key>`, inside a react-admin
 * Form): numbers with unit and range, choices with their price deltas, yes/no switches,
 * texts; labels in the UI's language, Italian when a translation is missing.
 */
export const ConfigValueInputs = ({
  options,
  autoFocus = false,
}: {
  options: ConfigOption[];
  autoFocus?: boolean;
}) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      alignItems: 'start',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    }}
  >
    {options.map((option, index) => (
      <OptionInput key={option.key} option={option} autoFocus={autoFocus && index === 0} />
    ))}
  </Box>
);
