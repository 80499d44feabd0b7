import { useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { RegistrationField } from './registration-field';

/** GET registration: the organization's registration form (anyone may read it). */
export function useRegistrationFields() {
  return useQuery({
    queryKey: ['registration', 'fields'],
    queryFn: (): Promise<RegistrationField[]> => unwrap(api.GET('/api/registration')),
  });
}
