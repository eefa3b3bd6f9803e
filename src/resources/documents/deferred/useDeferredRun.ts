import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DocumentListItem } from '../../../../contract/documents';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { batches } from './deferredModel';

export interface DeferredRun {
  running: boolean;
  /** Customers billed so far, of `total`. */
  done: number;
  total: number;
  made: DocumentListItem[];
  /** The server's message (in the user's language) when a batch was refused. */
  error: string | null;
}

const IDLE: DeferredRun = { running: false, done: 0, total: 0, made: [], error: null };

/**
 * Makes the deferred invoices of a period for `customerIds`, one call per batch of customers,
 * so the screen can show the progress; stops at the first refusal (the drafts made so far
 * stay, and are listed).
 */
export function useDeferredRun() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [run, setRun] = useState<DeferredRun>(IDLE);

  const start = async (from: string, to: string, customerIds: number[]) => {
    let state: DeferredRun = { ...IDLE, running: true, total: customerIds.length };
    setRun(state);
    for (const batch of batches(customerIds)) {
      try {
        const made = await dataProvider.createDeferredInvoices({ from, to, customer_ids: batch });
        state = { ...state, done: state.done + batch.length, made: [...state.made, ...made] };
      } catch (error) {
        state = { ...state, error: (error as Error)?.message || 'ra.notification.http_error' };
        break;
      } finally {
        setRun(state);
      }
    }
    setRun({ ...state, running: false });
  };

  return { run, start, reset: () => setRun(IDLE) };
}
