import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import {
  Create,
  Edit,
  SearchInput,
  SimpleForm,
  SimpleList,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { z } from 'zod';
import { EditActions, EditToolbar } from '../form/EditChrome';
import { formResolver } from '../form/formResolver';
import { AppDataTable } from '../list/AppDataTable';
import { AppListActions } from '../list/AppListActions';
import { AppList } from '../list/AppList';
import { useSaveErrorNotifier } from '../useSaveErrorNotifier';
import { RecordHistory } from '../../resources/audit-entries/RecordHistory';
import type { crudPaths } from './defineResource';

type Paths = ReturnType<typeof crudPaths>;
type Schema = z.ZodType<unknown, Record<string, unknown>>;

/** A column of a registry's list: the field, and how its cell reads when not as it is. */
export interface RegistryColumn {
  source: string;
  render?: (record: RaRecord) => ReactNode;
}

interface RegistryListProps {
  resource: string;
  paths: Paths;
  columns: RegistryColumn[];
  /** The fields the API sorts by (the contract's sorts); the first is the list's order. */
  sorts: readonly string[];
  /** The list's order on the first sort field (ascending unless told). */
  order?: 'ASC' | 'DESC';
  /** A phone's card: its first line and the second. */
  primaryText: (record: RaRecord) => ReactNode;
  secondaryText: (record: RaRecord) => ReactNode;
}

/**
 * The list of a flat registry (docs/adding-a-resource.md): a search box, the columns (the
 * sortable ones as the API allows), create, export and print; cards on a phone. A row opens
 * the record's form.
 */
export const RegistryList = (props: RegistryListProps) => {
  const { resource, paths, columns, sorts } = props;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const toEdit = (id: Identifier) => paths.edit(id);
  return (
    <AppList
      resource={resource}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: sorts[0], order: props.order ?? 'ASC' }}
      actions={<AppListActions createPath={paths.create} />}
    >
      {phone ? (
        <SimpleList
          primaryText={props.primaryText}
          secondaryText={props.secondaryText}
          rowClick={toEdit}
        />
      ) : (
        <AppDataTable rowClick={toEdit} bulkActionButtons={false}>
          {columns.map(({ source, render }) => (
            <AppDataTable.Col
              key={source}
              source={source}
              render={render}
              disableSort={!sorts.includes(source)}
            />
          ))}
        </AppDataTable>
      )}
    </AppList>
  );
};

interface RegistryFormProps {
  resource: string;
  paths: Paths;
  /** The contract's input (create) or update schema: the form checks what the API will. */
  schema: Schema;
  /** The inputs, shared by the create and the edit form. */
  children: ReactNode;
}

/** A new record, checked with the API's own schema; once saved it opens for editing. */
export const RegistryCreate = ({
  resource,
  paths,
  schema,
  children,
  defaultValues,
}: RegistryFormProps & { defaultValues?: Record<string, unknown> }) => {
  const resolver = useMemo(() => formResolver(schema), [schema]);
  return (
    <Create resource={resource} redirect={(_resource, id) => paths.edit(id!)}>
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
};

/**
 * A record's form. Saves wait for the server and send the `version` read: a stale one (409)
 * keeps the form as it is and says why. Delete asks first (the toolbar's button). Below the
 * form, for the owner and the accountant, the record's "Cronologia" (the registry's routes
 * are `/{resource}/:id`: the entries' resource is the screen's).
 */
export const RegistryEdit = ({ resource, paths, schema, children }: RegistryFormProps) => {
  const onError = useSaveErrorNotifier();
  const resolver = useMemo(() => formResolver(schema), [schema]);
  const toList = () => paths.list;
  return (
    <Edit
      resource={resource}
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect={toList}
      redirectOnError={toList}
      actions={<EditActions listPath={paths.list} />}
    >
      <SimpleForm
        resolver={resolver}
        warnWhenUnsavedChanges
        toolbar={<EditToolbar listPath={paths.list} />}
      >
        {children}
      </SimpleForm>
      <RecordHistory resource={resource} />
    </Edit>
  );
};
