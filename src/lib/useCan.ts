import { createElement, type ComponentType } from 'react';
import { useCanAccess } from 'react-admin';
import { documentsOf } from '../providers/access';
import type { DocumentType } from '../../contract/document-types';

/**
 * Whether the user's role allows `action` on `resource` (react-admin's `canAccess`, answered
 * by providers/access.ts). A document record is asked about by its type (`documents/invoice`),
 * which decides, so the answer is known at once (providers/queryClient.ts).
 */
export function useCan(resource: string, action: string, record?: Record<string, unknown>) {
  const type = resource === 'documents' ? (record?.type as DocumentType | undefined) : undefined;
  const { canAccess } = useCanAccess({
    resource: type ? documentsOf(type) : resource,
    action,
    record,
  });
  return canAccess === true;
}

/**
 * `Component`, shown only to a role that may do `action` on `resource` (a button of its own
 * that writes: "Nuova lista", "Registra incasso"...); nothing for the others.
 */
export function guarded<P extends object>(
  resource: string,
  action: string,
  Component: ComponentType<P>,
) {
  const Guarded = (props: P) => (useCan(resource, action) ? createElement(Component, props) : null);
  Guarded.displayName = `Guarded(${Component.displayName ?? Component.name})`;
  return Guarded;
}
