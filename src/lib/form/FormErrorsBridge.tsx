import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { useFormContext } from 'react-hook-form';

type PutErrors = (errors: Record<string, string>) => void;

const BridgeContext = createContext<MutableRefObject<PutErrors | null> | null>(null);

/**
 * Around a page whose action buttons live outside its form (a toolbar's "Conferma lista"): a
 * refusal of theirs can put its field errors on the form's inputs, as a save would.
 */
export const FormErrorsBridge = ({ children }: { children: ReactNode }) => {
  const put = useRef<PutErrors | null>(null);
  return <BridgeContext.Provider value={put}>{children}</BridgeContext.Provider>;
};

/** Inside the form: lends it to the bridge. */
export const FormErrorsTarget = () => {
  const { setError } = useFormContext();
  const put = useContext(BridgeContext);
  useEffect(() => {
    if (!put) return;
    put.current = (errors) =>
      Object.entries(errors).forEach(([field, message]) =>
        setError(field, { type: 'server', message }),
      );
    return () => {
      put.current = null;
    };
  }, [put, setError]);
  return null;
};

/** Outside the form: puts field errors on its inputs (nothing without a form on the page). */
export function usePutFormErrors(): PutErrors {
  const put = useContext(BridgeContext);
  return (errors) => put?.current?.(errors);
}
