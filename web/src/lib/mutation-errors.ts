import { handleUnauthorized } from './auth';
import { isUnauthorizedError } from './api-client';
import { toast } from './toast';

/**
 * The shared failure path of SPEC section 8: a 401 toasts "Unauthorized" and re-logs in after
 * 500 ms; anything else shows the given error toast.
 */
export function reportMutationError(error: unknown, title: string, description: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  toast({ title, description, variant: 'destructive' });
}
