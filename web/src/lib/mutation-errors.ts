import { handleUnauthorized } from './auth';
import { isUnauthorizedError, refusalMessage } from './api-client';
import { toast } from './toast';

/**
 * The shared failure path of SPEC section 8: a 401 toasts "Unauthorized" and re-logs in after
 * 500 ms; anything else shows the given error toast, with the server's own words when it refused
 * the request (a 4xx says which rule, in the person's language; decision 260) and the screen's
 * description otherwise.
 */
export function reportMutationError(error: unknown, title: string, description: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  toast({ title, description: refusalMessage(error) ?? description, variant: 'destructive' });
}
