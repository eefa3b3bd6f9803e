import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import type { DocumentType } from '../../../contract/document-types';
import { documentsOf } from '../../providers/access';
import { documentPaths } from './paths';

/**
 * The edit page of a document for a role that writes its type; a role that only reads it
 * (sales and invoices, the accountant) is taken to the read-only page, so every link to a
 * document works for everyone who may see it. The route itself asks for `show` (anyone else
 * gets the 403 page before this).
 */
export const DocumentEditGate = ({
  type,
  children,
}: {
  type: DocumentType;
  children: ReactNode;
}) => {
  const { id } = useParams();
  const edit = useCanAccess({ resource: documentsOf(type), action: 'edit' });
  if (edit.isPending) return null;
  return edit.canAccess ? children : <Navigate to={documentPaths.show(type, id!)} replace />;
};
