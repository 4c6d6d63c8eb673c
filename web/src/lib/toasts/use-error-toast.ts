import { useEffect } from 'react';
import { notifyError, type NotifyErrorKey } from './notify';

/** Shows SPEC §8's failure toast once each time `failed` turns true (a load failed). */
export function useErrorToast(failed: boolean, key: NotifyErrorKey): void {
  useEffect(() => {
    if (failed) notifyError(key);
  }, [failed, key]);
}
