import Box from '@mui/material/Box';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  SelectInput,
  Button,
  SimpleFormIterator,
  TextInput,
  required,
  useSimpleFormIterator,
} from 'react-admin';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { OPTION_TYPES } from '../../../contract/configurator';
import { DecimalInput } from '../../lib/DecimalInput';
import { LOCALES } from '../../../contract/messages';
import { newChoice, newOption, type OptionForm } from './configurationModel';
import { FieldError } from './FieldError';

const t = (name: string) => `configurator.definition.${name}`;
const TYPE_CHOICES = OPTION_TYPES.map((id) => ({ id, name: t(`types.${id}`) }));
/**
 * Inputs side by side, each at least wide enough for its label ("Etichetta (ungherese)")
 * and a value; one per line on phones.
 */
const row = {
  display: 'grid',
  columnGap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
  width: '100%',
};

/** Adds a line filled with `item()` (an option starts as a number, a choice at +0). */
const AddItem = ({ label, item }: { label: string; item: () => object }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} size="small" onClick={() => add(item())}>
      <AddIcon />
    </Button>
  );
};

/** A label in the five languages: Italian required, the others shown in Italian when empty. */
const LabelInputs = () => (
  <Box sx={row}>
    {LOCALES.map((lang) => (
      <TextInput
        key={lang}
        source={`label.${lang}`}
        label={t(`label_${lang}`)}
        validate={lang === 'it' ? required() : undefined}
        helperText={false}
      />
    ))}
  </Box>
);

const NumberInputs = () => (
  <Box sx={row}>
    <TextInput source="unit" label={t('unit')} helperText={false} />
    <DecimalInput source="min" label={t('min')} />
    <DecimalInput source="max" label={t('max')} />
    <DecimalInput source="step" label={t('step')} />
  </Box>
);

const ChoicesInput = ({ index }: { index: number }) => (
  <Box sx={{ width: '100%' }}>
    <ArrayInput source="choices" label={t('choices')} defaultValue={[]}>
      <SimpleFormIterator
        disableClear
        addButton={<AddItem label={t('add_choice')} item={newChoice} />}
        sx={{ '& .RaSimpleFormIterator-line': { py: 0.5 } }}
      >
        {/* A grid, not react-admin's inline row: seven inputs in a row were cut to "Etic…". */}
        <Box sx={row}>
          <TextInput
            source="value"
            label={t('choice_value')}
            validate={required()}
            helperText={false}
          />
          {LOCALES.map((lang) => (
            <TextInput
              key={lang}
              source={`label.${lang}`}
              label={t(`label_${lang}`)}
              helperText={false}
            />
          ))}
          <DecimalInput source="price_delta" label={t('price_delta')} />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
    <FieldError path={`dettagli.${index}.choices`} />
  </Box>
);

/** What an option's type uses: unit and range for numbers, the choices for a choice. */
const TypeInputs = () => (
  <FormDataConsumer<{ dettagli: OptionForm[] }>>
    {({ scopedFormData, formData }) => {
      const option = scopedFormData as OptionForm | undefined;
      const index = (formData.dettagli ?? []).indexOf(option as OptionForm);
      if (option?.type === 'number') return <NumberInputs />;
      if (option?.type === 'choice') return <ChoicesInput index={index} />;
      return null;
    }}
  </FormDataConsumer>
);

/**
 * The options of the definition (`dettagli`): added, removed and moved up or down; each with
 * its key, label in five languages, type, required flag and what the type needs.
 */
export const ConfigOptionsInputs = () => (
  <ArrayInput source="dettagli" label={t('options')}>
    <SimpleFormIterator
      disableClear
      getItemLabel={(index) => `#${index + 1}`}
      addButton={<AddItem label={t('add_option')} item={newOption} />}
      sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}
    >
      <Box sx={row}>
        <TextInput source="key" label={t('key')} validate={required()} helperText={false} />
        <SelectInput source="type" label={t('type')} choices={TYPE_CHOICES} validate={required()} />
        <BooleanInput source="required" label={t('required')} helperText={false} />
      </Box>
      <LabelInputs />
      <TypeInputs />
    </SimpleFormIterator>
  </ArrayInput>
);
