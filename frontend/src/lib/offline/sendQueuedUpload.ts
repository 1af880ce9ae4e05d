import { currentLanguage } from '../../i18n';
import { loadSession } from '../session';
import type { QueuedUpload, SendOutcome, UploadTarget } from './uploadQueue';

const PATHS: Readonly<Record<UploadTarget, (rentalId: number) => string>> = {
  rental_photo: (id) => `/api/staff/rentals/${id}/photos`,
  key_handover: (id) => `/api/staff/rentals/${id}/key-handover`,
  signature: (id) => `/api/staff/rentals/${id}/signature`,
  return_photo: (id) => `/api/staff/rentals/${id}/return/photos`,
  return_readings: (id) => `/api/staff/rentals/${id}/return/readings`,
  return_damage: (id) => `/api/staff/rentals/${id}/return/damages`,
  return_signature: (id) => `/api/staff/rentals/${id}/return/signature`,
  return_absent: (id) => `/api/staff/rentals/${id}/return/customer-absent`,
};

/** The readings replace what the server holds (sending them twice changes nothing); the rest create. */
const method = (target: UploadTarget) => (target === 'return_readings' ? 'PATCH' : 'POST');

function body(item: QueuedUpload): FormData | string {
  if (item.target === 'signature' || item.target === 'return_signature') {
    return JSON.stringify({ signatureData: item.signatureData, clientId: item.clientId });
  }
  // A damage point creates a row, so it carries its id; readings and the absence reason overwrite.
  if (item.target === 'return_damage') return JSON.stringify({ ...item.fields, clientId: item.clientId });
  if (item.fields) return JSON.stringify(item.fields);
  const form = new FormData();
  const name = item.fileName ?? 'photo.jpg';
  if (item.target === 'key_handover') form.append('photo', item.file ?? new Blob(), name);
  else {
    form.append('photos', item.file ?? new Blob(), name);
    form.append('photoTypes', item.photoType ?? '');
  }
  form.append('clientId', item.clientId);
  return form;
}

/** Statuses worth another try: a timeout, too many requests, and the server's own trouble. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

async function refusal(response: Response): Promise<string | undefined> {
  try {
    const answer = (await response.json()) as { message?: unknown };
    if (typeof answer.message === 'string') return answer.message;
    if (Array.isArray(answer.message)) return answer.message.filter((part) => typeof part === 'string').join(' ');
  } catch {
    // No JSON body: the queue line shows its general text.
  }
  return undefined;
}

/**
 * POSTs one queued piece with the signed-in staff's token, read when it is sent (the queue may
 * outlive the screen that filled it). A thrown fetch is the network: the queue tries again.
 */
export async function sendQueuedUpload(item: QueuedUpload): Promise<SendOutcome> {
  const { token } = loadSession();
  const payload = body(item);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
  const response = await fetch(PATHS[item.target](item.rentalId), {
    method: method(item.target),
    body: payload,
    headers,
    credentials: 'include',
  });
  if (response.ok) return { ok: true, answer: (await response.json()) as unknown };
  return { ok: false, retry: retryable(response.status), error: await refusal(response) };
}
