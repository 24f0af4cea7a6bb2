import {
  OptOutReceiptSchema,
  type OptOutReceipt,
  type OptOutRequest,
} from '../../../../../shared/privacy/opt-out.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function requestOptOut(request: OptOutRequest): Promise<OptOutReceipt> {
  return apiClient.post('/api/opt-out', request, OptOutReceiptSchema);
}
