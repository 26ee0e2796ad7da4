// The browser's client for the forms' API, at apiUrl (api-url.ts).

import { apiUrl } from "./api-url";
import { RESUME_FILE_FIELD } from "./form-fields";
import { isRecord, type FieldErrors } from "./validation";

export { apiUrl } from "./api-url";

/** A request with no answer after 20 s ends in the Error! dialog. */
const API_TIMEOUT_MS = 20_000;
/** A 5 MB resume on a slow connection: as long as the server waits for one (it answers a stall before). */
const UPLOAD_TIMEOUT_MS = 300_000;

/** `status` is 0 when no response came: a network failure or the time-out. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: FieldErrors<Record<string, unknown>>; error?: string };

async function request<T>(path: string, init: RequestInit, timeoutMs: number): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(apiUrl(path), { ...init, signal: controller.signal });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, status: response.status, data: body as T };
    const errors = isRecord(body) && isRecord(body.errors) ? (body.errors as Record<string, string>) : {};
    const error = isRecord(body) && typeof body.error === "string" ? body.error : undefined;
    return { ok: false, status: response.status, errors, error };
  } catch {
    return { ok: false, status: 0, errors: {} };
  } finally {
    clearTimeout(timer);
  }
}

/** POST a JSON body: 2xx gives `data`, any other status the field `errors` the server named. */
export function postJson<T = unknown>(path: string, body: unknown): Promise<ApiResult<T>> {
  return request<T>(
    path,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    API_TIMEOUT_MS,
  );
}

/** Upload a resume; on success `data.url` is the value the application's `resume` field carries. */
export function uploadResume(file: Blob): Promise<ApiResult<{ url: string }>> {
  const form = new FormData();
  form.append(RESUME_FILE_FIELD, file);
  return request<{ url: string }>("/api/resumes", { method: "POST", body: form }, UPLOAD_TIMEOUT_MS);
}
